/**
 * The words of the welcome screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

export const welcomeText = {
  title: 'Welcome to Waiver Desk',
  subtitle:
    'See today’s check-ins, find signed waivers, and check minors and their guardians. How would you like to start?',
  connect: {
    title: 'Connect your account',
    text: 'Work with your business’s own customers and waivers. You need the account’s API key.',
  },
  demo: {
    title: 'Explore the demo account',
    text: 'Try the desk on sample check-ins and waivers first. None of them are real customers, and nothing is sent anywhere.',
    later: 'You can connect your account later from Settings.',
  },
} as const;
