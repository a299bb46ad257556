/**
 * The source modules of the screens a page can land on that the server preloads (home, and the game
 * lists of §2's category routes), as the build's manifest names them; the build fails if one stops
 * being a chunk of its own (vite.config.ts), since the manifest would then not name it.
 */
export const LANDING_SCREEN_MODULES = {
  home: 'src/app/screens/home-screen.tsx',
  gameList: 'src/app/screens/game-list-screen.tsx',
  play: 'src/app/screens/play-screen.tsx',
} as const;
