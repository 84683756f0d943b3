// The two demo brands' palettes (api/src/db/seed/demo-brands.ts), by colour name.
export const SABORES = {
  primary: '#B5452F',
  secondary: '#F28F3B',
  background: '#FFF8F0',
  text: '#2D1E17',
  accent: '#FFD8B8',
  surface: '#FFFFFF',
};

export const ANDINA = {
  primary: '#1F4E79',
  secondary: '#1B6E8F',
  background: '#F4F8FB',
  text: '#102A43',
  accent: '#A9D6E5',
  surface: '#FFFFFF',
};

/** A palette as a brand carries it (`brand.colors`). */
export const asBrandColors = (palette: Record<string, string>) =>
  Object.entries(palette).map(([name, value]) => ({ name, value }));
