/** States and their main cities for the raise-dispute form's searchable selects (spec §3.2: state, city). */
export const STATES_AND_CITIES: Readonly<Record<string, readonly string[]>> = {
  'Andhra Pradesh': ['Visakhapatnam', 'Vijayawada', 'Guntur'],
  Delhi: ['New Delhi'],
  Gujarat: ['Ahmedabad', 'Surat', 'Vadodara'],
  Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru'],
  Kerala: ['Kochi', 'Thiruvananthapuram', 'Kozhikode'],
  Maharashtra: ['Mumbai', 'Pune', 'Nagpur'],
  Rajasthan: ['Jaipur', 'Jodhpur', 'Udaipur'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai'],
  Telangana: ['Hyderabad', 'Warangal'],
  'Uttar Pradesh': ['Lucknow', 'Kanpur', 'Noida'],
  'West Bengal': ['Kolkata', 'Howrah', 'Siliguri'],
};
export const STATES = Object.keys(STATES_AND_CITIES);
