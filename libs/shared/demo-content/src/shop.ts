/** The two brand shops of the reference backend. */
export type Shop = 'glo' | 'ogo';
