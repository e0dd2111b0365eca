/** What the router hands every screen: the route's title and its path parameters. */
export interface ScreenProps {
  title: string;
  params: Record<string, string>;
}
