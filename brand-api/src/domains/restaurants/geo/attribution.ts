/**
 * What the licences of the UK geodata (`data/uk-geo/SOURCES.md`) ask a site to show: the ONS, Ordnance Survey
 * and Royal Mail lines and the Food Standards Agency line under the Open Government Licence v3.0, and the
 * GeoNames line under CC BY 4.0 with a link to the licence and a note that the data were changed. The
 * about-us page of the seed shows it; `data/uk-geo/README.md` and `SOURCES.md` quote it word for word
 * (`test/geo-attribution.test.ts` checks both).
 */
export const GEODATA_ATTRIBUTION =
  'Contains OS data © Crown copyright and database right 2019–2025. Contains Royal Mail data © Royal Mail ' +
  'copyright and database right 2025. Source: Office for National Statistics licensed under the Open ' +
  'Government Licence v3.0. Contains public sector information (Food Standards Agency FHRS data) licensed ' +
  'under the Open Government Licence v3.0. Contains data from GeoNames (www.geonames.org), CC BY 4.0, modified.';

/** The licences the attribution names, linked beside it. */
export const GEODATA_LICENCES = [
  {
    linkText: 'Open Government Licence v3.0',
    linkUrl: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  },
  { linkText: 'CC BY 4.0', linkUrl: 'https://creativecommons.org/licenses/by/4.0/' },
  { linkText: 'GeoNames', linkUrl: 'https://www.geonames.org/' },
] as const;
