/** The key the demo's sandbox takes: what the desk (and its doctor) sends to it. No secret: the demo is made up. */
export const DEMO_API_KEY = 'demo-0f5c2a9e4b7d4c1e8a3b6d9f2e5c8a1b';
