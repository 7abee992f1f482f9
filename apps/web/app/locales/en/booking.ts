// The Contact Us booking form, its captcha and its toasts.
export const booking = {
  eyebrow: 'Contact us',
  title: 'Book a consultation',
  lead: 'Tell us about your car and what you have in mind. Our workshop team replies within one working day.',
  formLabel: 'Contact Us booking form',
  fields: {
    name: 'Name',
    phone: 'Phone',
    wechat: 'WeChat ID',
    email: 'E-mail',
    message: 'Message',
  },
  placeholders: {
    name: 'Your name',
    phone: '+86 138 0000 0000',
    wechat: 'Your WeChat ID',
    email: 'you@example.com',
    message: 'Model, year and the parts or service you are interested in',
  },
  /** The message a form starts with when the visitor came to ask about a piece or a car. */
  prefill: {
    product: (name: string) =>
      `Hello, I am interested in the ${name}. Please tell me about the price, fitting and lead time.`,
    car: (name: string) => `Hello, I would like to hear about modification options for my ${name}.`,
    location: (name: string) => `Hello, I would like to visit ${name}. Please contact me to arrange a time.`,
  },
  /** Workshop booking, when owners have it on (decision 0065). */
  visit: {
    legend: 'Book a workshop visit',
    hint: 'Optional. Choose a day and we will confirm the exact time with you.',
    date: 'Preferred date',
    slot: 'Time slot',
    slots: { any: 'Any time', morning: 'Morning', afternoon: 'Afternoon' },
    workshop: 'Workshop',
    anyWorkshop: 'Any workshop',
    vin: 'VIN',
    vinPlaceholder: '17 characters, e.g. LSVAU2180N2183294',
  },
  invalidDate: 'Please choose a date from today up to one year ahead',
  invalidVin: 'A VIN has 17 letters and digits, without I, O or Q',
  required: 'Required',
  optional: 'Optional',
  /** Beside phone, WeChat ID and e-mail when any one of them will do. */
  oneOf: 'One of three',
  contactHint: 'Leave at least one way to reach you: phone, WeChat ID or e-mail.',
  /** Read after a counter such as "12 / 20" by screen readers. */
  counterLabel: 'characters used',
  submit: 'Submit',
  submitting: 'Submitting...',
  missingRequired: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid e-mail address',
  invalidPhone: 'A phone number may hold only digits, spaces and + - ( )',
  missingContact: 'Please give a phone number, WeChat ID or e-mail address',
  invalidWechat:
    'A WeChat ID has 6 to 20 letters, digits, _ or -, starting with a letter; the mobile number it is linked to works too',
  success: 'Submitted successfully! We will contact you soon.',
  failure: 'Submission failed, please try again later.',
  privacy: 'We use your details only to answer this enquiry.',
  /** The hidden field that only bots fill in. */
  honeypotLabel: 'Leave this field empty',
  toasts: {
    region: 'Notifications',
    close: 'Close notification',
  },
  /** Strings of the "I'm not a robot" check (proof of work in the browser, no third party). */
  captcha: {
    label: "I'm not a robot",
    verifying: 'Verifying...',
    verified: 'Verified',
    error: 'Verification failed. Please try again.',
    expired: 'Verification expired. Please tick the box again.',
    verificationRequired: 'Please confirm you are not a robot.',
    waitAlert: 'Verifying... please wait.',
    loading: 'Loading...',
    reload: 'Reload',
    verify: 'Verify',
  },
};
