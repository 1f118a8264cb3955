/**
 * The height of today at a glance as drawn with its figures, on a phone and on a wide screen: its
 * space is kept while its code and its figures load, so that what is below it does not jump down
 * when they arrive (measured on the demo college's admin home, 360 and 1280 pixels wide).
 */
export const GLANCE_HEIGHT = { xs: 758, md: 428 } as const;
