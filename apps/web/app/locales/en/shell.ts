// Header, navigation drawer, brand sidebar, partners strip and footer.
export const shell = {};
