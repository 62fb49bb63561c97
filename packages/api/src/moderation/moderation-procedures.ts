/** The moderation procedures' groups in the API document. */
export const reportTags = ['Reports'];
export const moderationTags = ['Administration'];
