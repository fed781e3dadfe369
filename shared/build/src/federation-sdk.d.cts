/** The request of each library a remote takes from the page, and the global it is on. */
export declare const FEDERATION_SDK_GLOBALS: Record<string, string>;
/** Leaves the libraries on the page's globals, unless something left them already. */
export declare function provideFederationSdk(): void;
