/** What a form can ask of its captcha: start over, after the server refused a submission. */
export interface CaptchaHandle {
  reset(): void;
}
