/** Word lists for believable tenants; combined by the generator, never shown as lorem ipsum. */
export const INDUSTRIES = [
  'Automotive', 'Healthcare', 'Dental', 'Legal', 'Home Services', 'Restaurants', 'Retail', 'Real Estate',
  'Education', 'Financial Services', 'Travel & Tourism', 'Entertainment', 'Fitness', 'Furniture', 'Insurance',
  'Government', 'Non-profit', 'Telecommunications', 'Casinos & Gaming', 'Agriculture',
] as const;

export const BUSINESS_FIRST = [
  'Riverside', 'Lakeshore', 'Summit', 'Harbor', 'Prairie', 'Granite', 'Maple', 'Cedar', 'Bluebonnet', 'Redwood',
  'Coastal', 'Heartland', 'Pioneer', 'Liberty', 'Golden Gate', 'Magnolia', 'Silver Creek', 'Evergreen', 'Canyon',
  'Lone Star', 'Blue Ridge', 'Sunbelt', 'Keystone', 'Mesa', 'Bayou', 'Northstar', 'Hilltop', 'Old Town', 'Oak Park',
  'Three Rivers',
] as const;

export const BUSINESS_KIND: Record<string, readonly string[]> = {
  Automotive: ['Auto Group', 'Ford', 'Toyota', 'Chevrolet', 'Motors', 'Tire & Auto'],
  Healthcare: ['Medical Center', 'Family Clinic', 'Urgent Care', 'Orthopedics', 'Health System'],
  Dental: ['Dental Care', 'Family Dentistry', 'Orthodontics', 'Smiles'],
  Legal: ['Law Group', 'Injury Attorneys', 'Legal Partners'],
  'Home Services': ['Plumbing', 'Roofing', 'HVAC', 'Pest Control', 'Landscaping', 'Windows & Doors'],
  Restaurants: ['Grill', 'Pizza Co.', 'Steakhouse', 'BBQ', 'Taqueria', 'Diner'],
  Retail: ['Outfitters', 'Jewelers', 'Hardware', 'Boutique', 'Mattress Outlet'],
  'Real Estate': ['Realty', 'Homes', 'Properties'],
  Education: ['Community College', 'Academy', 'Technical Institute'],
  'Financial Services': ['Credit Union', 'Bank', 'Wealth Advisors'],
  'Travel & Tourism': ['Resort', 'Visitors Bureau', 'Inn & Suites'],
  Entertainment: ['Theatre', 'Fun Park', 'Cinemas', 'Arena'],
  Fitness: ['Fitness', 'Athletic Club', 'Yoga Studio'],
  Furniture: ['Furniture', 'Home Furnishings', 'Sleep Center'],
  Insurance: ['Insurance Agency', 'Insurance Group'],
  Government: ['County Tourism', 'City Services'],
  'Non-profit': ['Food Bank', 'Animal Shelter', 'Foundation'],
  Telecommunications: ['Broadband', 'Wireless'],
  'Casinos & Gaming': ['Casino', 'Gaming Resort'],
  Agriculture: ['Farm Supply', 'Feed & Seed', 'Tractor'],
};

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'Lucas', 'Mia', 'Mateo',
  'Amelia', 'Benjamin', 'Harper', 'Henry', 'Evelyn', 'Daniel', 'Camila', 'Jackson', 'Priya', 'Wei', 'Aisha', 'Diego',
] as const;

export const LAST_NAMES = [
  'Johnson', 'Garcia', 'Nguyen', 'Patel', 'Williams', 'Brown', 'Martinez', 'Davis', 'Lopez', 'Wilson', 'Anderson',
  'Thomas', 'Kim', 'Moore', 'Jackson', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'Chen', 'Okafor', 'Rossi',
] as const;

/** Markets for sub-agencies and stations: a name and a call-sign prefix. */
export const MARKETS = [
  ['Baltimore', 'W'], ['Columbus', 'W'], ['Nashville', 'W'], ['Seattle', 'K'], ['Austin', 'K'], ['Pittsburgh', 'W'],
  ['Sacramento', 'K'], ['Cincinnati', 'W'], ['Oklahoma City', 'K'], ['Salt Lake City', 'K'], ['Raleigh', 'W'],
  ['Milwaukee', 'W'], ['Portland', 'K'], ['Birmingham', 'W'], ['Las Vegas', 'K'], ['Richmond', 'W'],
] as const;

export const CAMPAIGN_THEMES = [
  'Spring Sale', 'Summer Event', 'Back to School', 'Holiday', 'Black Friday', 'Brand Awareness', 'Grand Opening',
  'Year End Clearance', 'New Patient', 'Always On', 'Retargeting', 'Prospecting', 'Football Season', 'Tax Season',
] as const;
