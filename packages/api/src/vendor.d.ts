declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean };
  export default list;
}

declare module 'email-providers' {
  const domains: readonly string[];
  export default domains;
}
