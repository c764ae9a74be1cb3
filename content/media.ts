/**
 * The site's photos and pictures as typed slots. Each slot is empty (undefined) until the agency drops the file in
 * public/media/ and fills it in here (docs/design.md); an empty slot shows its designed fallback.
 */
export interface Photo {
  /** The file's address: its path under public/, with a leading slash (JPEG, PNG or WebP; served as AVIF/WebP). */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A portfolio screenshot pair: the home page on a desktop and on a phone. */
export interface Screenshots {
  desktop?: Photo;
  phone?: Photo;
}

export const agencyMedia: {
  founderHeadshot?: Photo;
  teamPhoto?: Photo;
} = {
  founderHeadshot: undefined,
  teamPhoto: undefined,
};

/**
 * Blog covers by article slug. An article without one shows its social card (/blog/<slug>/card.png, drawn by the
 * same generator as every page's Open Graph image).
 */
export const blogCovers: Partial<Record<string, Photo>> = {};
