/**
 * The product photos' full-screen viewer (issue 41; client/routes/product/product-zoom.tsx). Not in
 * a dictionary: the viewer is loaded on first use and imports these texts into its own chunk, so
 * they cost the product page's first load nothing (as product-safety.ts). The opener's label is
 * `product.zoom`, which the page renders.
 */
export const nl = {
  label: "Foto's van {{name}}",
  zoom_in: 'Inzoomen',
  zoom_out: 'Uitzoomen',
  fit: 'Passend maken',
  previous: 'Vorige foto',
  next: 'Volgende foto',
  counter: '{{n}} van {{total}}',
  hint: 'Zoom met het muiswiel, door te knijpen of dubbel te tikken, of met + en − (0 maakt passend). Verschuif met de pijltjestoetsen; niet ingezoomd tonen links en rechts de vorige en volgende foto. Escape sluit.',
};

export const en: typeof nl = {
  label: 'Photos of {{name}}',
  zoom_in: 'Zoom in',
  zoom_out: 'Zoom out',
  fit: 'Fit to screen',
  previous: 'Previous photo',
  next: 'Next photo',
  counter: '{{n}} of {{total}}',
  hint: 'Zoom with the mouse wheel, a pinch or a double tap, or with + and − (0 fits the photo). Pan with the arrow keys; when not zoomed in, left and right show the previous and next photo. Escape closes.',
};
