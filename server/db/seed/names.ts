/** Realistic Indian names, brands and banks for demo data. */
export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan',
  'Ananya', 'Diya', 'Saanvi', 'Aadhya', 'Pari', 'Anika', 'Navya', 'Myra', 'Sara', 'Kiara',
  'Rohan', 'Kabir', 'Neha', 'Pooja', 'Rahul', 'Priya', 'Sneha', 'Vikram', 'Lakshmi', 'Farhan',
] as const;
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Reddy', 'Nair', 'Patel', 'Shah', 'Gupta', 'Khan', 'Singh',
  'Das', 'Mehta', 'Joshi', 'Rao', 'Menon', 'Chopra', 'Bose', 'Pillai', 'Kulkarni', 'Banerjee',
] as const;
export const BRANDS = [
  'Swiggy', 'Zomato', 'Myntra', 'Ajio', 'BigBasket', 'Nykaa', 'MakeMyTrip', 'BookMyShow', 'Croma', 'Tata CLiQ',
  'Lenskart', 'PharmEasy', 'Blinkit', 'Zepto', 'Uber', 'Ola', 'Dominos', 'Decathlon', 'Pepperfry', 'boAt',
] as const;
export const BANKS = [
  { name: 'HDFC Bank', ifsc: 'HDFC0001234' },
  { name: 'ICICI Bank', ifsc: 'ICIC0000456' },
  { name: 'State Bank of India', ifsc: 'SBIN0004321' },
  { name: 'Axis Bank', ifsc: 'UTIB0000789' },
  { name: 'Kotak Mahindra Bank', ifsc: 'KKBK0000123' },
] as const;
