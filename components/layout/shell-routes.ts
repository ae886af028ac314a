/** The home feeds: they get the Discover / For you header on phones and pull-down refresh (seed §2). */
export const isFeedPath = (pathname: string) => pathname === '/' || pathname === '/discover' || pathname === '/foryou';
