/** One public page rendered at build time (render-page.tsx), as web/scripts/build.ts writes it out. */
export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** <style> elements for <head>: the rules, and the marks by which the browser's emotion cache adopts them instead of re-inserting. */
  styles: string;
  title: string;
}
