/**
 * The source modules of the screens a page can land on that the server preloads (home, and the game
 * lists of §2's category routes), as the build's manifest names them; the build fails if one stops
 * being a chunk of its own (vite.config.ts), since the manifest would then not name it.
 */
export const LANDING_SCREEN_MODULES = {
  home: 'src/app/screens/home-screen.tsx',
  gameList: 'src/app/screens/game-list-screen.tsx',
} as const;

/**
 * Widgets whose code comes with the boot chunk rather than as chunks of their own: the shell's
 * game menu tabs and footer tabs (on every page) and the blocks a home usually opens with (banner
 * carousel, notice strip, game rows with their tiles, winner board). As nine small chunks they
 * cost ~8 KB gzip (each compressed alone) and nine requests before home's first screen; in the
 * boot, ~5 KB and none. A layout that opens with other widgets loads theirs as their own chunks
 * (the server preloads them), and these still load lazily in tests and Storybook (vite.config.ts).
 */
export const BOOT_WIDGET_MODULES = [
  'widgets/menu-pill/menu-pill.tsx',
  'widgets/nav-tab/nav-tab.tsx',
  'widgets/banner-carousel/banner-carousel.tsx',
  'widgets/notice-marquee/notice-marquee.tsx',
  'widgets/game-row/game-row.tsx',
  'widgets/winner-board/winner-board.tsx',
] as const;
