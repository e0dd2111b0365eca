/**
 * Word lists for the demo sales prospects (issue 28): local businesses a station's reps would call, by category,
 * with the streets, states, area codes and zip prefixes of the demo markets. Placeholders: `{place}` a local
 * name, `{surname}` and `{surname2}` family names, `{city}` the market.
 */

/** A business category and the shapes its names take. */
export interface ProspectCategory {
  category: string;
  names: readonly string[];
}

export const PROSPECT_CATEGORIES: readonly ProspectCategory[] = [
  {
    category: 'Auto dealer',
    names: ['{place} Honda', '{surname} Chevrolet', '{place} Motors', '{surname} Ford of {city}'],
  },
  {
    category: 'Restaurant',
    names: ["{surname}'s Italian Kitchen", '{place} Diner', 'The {place} Grill', '{place} Taqueria'],
  },
  {
    category: 'Dentist',
    names: ['{place} Family Dentistry', '{surname} Dental Care', 'Bright Smile Dental of {city}'],
  },
  { category: 'HVAC', names: ['{surname} Heating & Air', '{place} Comfort Systems', 'All Seasons HVAC of {city}'] },
  {
    category: 'Furniture store',
    names: ['{place} Furniture Gallery', '{surname} Home Furnishings', '{city} Mattress Outlet'],
  },
  { category: 'Law firm', names: ['{surname} & {surname2} Law', '{surname} Injury Lawyers', '{place} Legal Group'] },
  { category: 'Plumber', names: ['{surname} Plumbing', '{place} Rooter & Drain'] },
  { category: 'Roofing', names: ['{place} Roofing', '{surname} Roofing & Siding'] },
  { category: 'Real estate agency', names: ['{place} Realty', '{surname} Home Team'] },
  { category: 'Veterinary clinic', names: ['{place} Animal Hospital', '{surname} Veterinary Clinic'] },
  { category: 'Fitness studio', names: ['{place} Fitness', '{city} CrossFit', '{place} Yoga Studio'] },
  { category: 'Hair salon', names: ['{place} Salon & Spa', 'Studio {surname}'] },
  { category: 'Jeweler', names: ['{surname} Jewelers', '{place} Diamond Co.'] },
  { category: 'Landscaping', names: ['{place} Lawn & Landscape', '{surname} Landscaping'] },
  { category: 'Urgent care', names: ['{place} Urgent Care', '{city} Walk-In Clinic'] },
  { category: 'Credit union', names: ['{place} Community Credit Union', '{city} Teachers Credit Union'] },
  { category: 'Insurance agency', names: ['{surname} Insurance Agency', '{place} Insurance Partners'] },
  { category: 'Pest control', names: ['{place} Pest Control', '{surname} Termite & Pest'] },
  { category: 'Brewery', names: ['{place} Brewing Company', '{surname} Brothers Brewery'] },
  { category: 'Chiropractor', names: ['{place} Chiropractic', '{surname} Spine & Wellness'] },
];

/** The category a sold prospect had, from its advertiser's industry (advertiser industries are broader). */
export const CATEGORY_OF_INDUSTRY: Readonly<Record<string, string>> = {
  Automotive: 'Auto dealer',
  Healthcare: 'Urgent care',
  Dental: 'Dentist',
  Legal: 'Law firm',
  'Home Services': 'HVAC',
  Restaurants: 'Restaurant',
  'Real Estate': 'Real estate agency',
  'Financial Services': 'Credit union',
  Fitness: 'Fitness studio',
  Furniture: 'Furniture store',
  Insurance: 'Insurance agency',
  Retail: 'Retail store',
  Education: 'Private school',
  'Travel & Tourism': 'Travel agency',
  Entertainment: 'Entertainment venue',
  Government: 'Public agency',
  'Non-profit': 'Non-profit',
  Telecommunications: 'Internet provider',
  'Casinos & Gaming': 'Casino',
  Agriculture: 'Farm supply',
};

export const STREETS = [
  'Main St',
  'Oak Ave',
  'Commerce Dr',
  'Market St',
  'Elm St',
  'Broadway',
  'Lakeview Rd',
  'Industrial Pkwy',
  'Church St',
  'Highland Ave',
  'Maple Ave',
  'Washington Blvd',
  'Route 9',
  'Mill Rd',
] as const;

/** Each demo market's state, telephone area code and first three zip digits. */
export const MARKET_PLACES: Readonly<Record<string, { state: string; area: string; zip: string }>> = {
  Baltimore: { state: 'MD', area: '410', zip: '212' },
  Columbus: { state: 'OH', area: '614', zip: '432' },
  Nashville: { state: 'TN', area: '615', zip: '372' },
  Seattle: { state: 'WA', area: '206', zip: '981' },
  Austin: { state: 'TX', area: '512', zip: '787' },
  Pittsburgh: { state: 'PA', area: '412', zip: '152' },
  Sacramento: { state: 'CA', area: '916', zip: '958' },
  Cincinnati: { state: 'OH', area: '513', zip: '452' },
  'Oklahoma City': { state: 'OK', area: '405', zip: '731' },
  'Salt Lake City': { state: 'UT', area: '801', zip: '841' },
  Raleigh: { state: 'NC', area: '919', zip: '276' },
  Milwaukee: { state: 'WI', area: '414', zip: '532' },
  Portland: { state: 'OR', area: '503', zip: '972' },
  Birmingham: { state: 'AL', area: '205', zip: '352' },
  'Las Vegas': { state: 'NV', area: '702', zip: '891' },
  Richmond: { state: 'VA', area: '804', zip: '232' },
};

/** What a rep notes about a prospect. */
export const PROSPECT_NOTES = [
  'Runs radio every spring; asked about streaming TV.',
  'Two locations, the owner decides for both.',
  'Budget is set in January; call in the fall.',
  'Uses an agency for print only; open to digital.',
  'Met at the chamber of commerce mixer.',
  'New owner since last year, rebranding.',
] as const;

/** Notes on calls, by outcome. */
export const CALL_NOTES: Readonly<Record<string, readonly string[]>> = {
  LeftMessage: ['Left a voicemail with the front desk.', 'Voicemail; will try again Thursday.'],
  SpokeWithGatekeeper: ['Office manager says the owner is in on Mondays.', 'Receptionist took my details.'],
  WaitingOnDecisionMaker: ['Owner is reviewing the one-sheet with her partner.', 'GM wants to see last year’s spend.'],
  GaveBlindDemo: ['Walked through the dashboard on a cold call.'],
  ScheduledDemo: ['Demo booked at the dealership, Tuesday 10am.', 'Demo set for next week with the owner.'],
};

/** Titles of a prospect's decision maker, then of the other people a rep talks to. */
export const DECIDER_TITLES = ['Owner', 'General Manager', 'President'] as const;
export const CONTACT_TITLES = ['Marketing Director', 'Office Manager', 'Marketing Coordinator'] as const;
