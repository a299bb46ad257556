// Written by `npm run gen` (schemas/emit-widgets.ts) from each widget's schema: edit the `default` there, not this file.
/** Each widget's default props: the `default` of its schema's properties (see withDefaultProps in ./define-widget.ts). */
export const WIDGET_DEFAULTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  BannerCarousel: {"autoplayMs":5000,"aspect":"5/2","showDots":true},
  GameGrid: {"columns":3,"highlightEvery":7},
  GameRow: {"title":"games.rng","icon":"dice","rows":1},
  HomePopups: {"showImage":true},
  ImageList: {"aspect":"5/2","label":"routes.event","emptyText":"event.empty"},
  InfoNote: {"text":"activity.trialNotice","icon":"gift"},
  MenuEntry: {"label":"routes.home","icon":"home","variant":"row","realOnly":false,"soon":false},
  MenuHeading: {"label":"common.more"},
  MenuPill: {"label":"games.types.RNG","to":"/m/slot-games","home":false},
  NavTab: {"label":"routes.home","icon":"home","action":"navigate","to":"/m/home"},
  NoticeMarquee: {"speed":40},
  PromoStrip: {"title":"routes.activity"},
  PromotionList: {"tabs":[],"allTab":true,"empty":"activity.empty"},
  RgNotice: {"helpTag":"responsible"},
  SiteFooter: {"text":"footer.marketing","showAgeNotice":true},
  TypeScroller: {"gameType":"RNG"},
  VendorGrid: {"title":"games.types.RNG","moreTo":"/m/slot-games"},
  WinnerBoard: {"title":"winners.title","showPodium":true},
};
