/** Names for the demo college: common Indian given names and family names. */
export const GIVEN_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Anjali', 'Arjun', 'Bhavya', 'Deepak', 'Devika', 'Divya',
  'Gautam', 'Harini', 'Ishaan', 'Jyothi', 'Karthik', 'Kavya', 'Krishna', 'Lakshmi', 'Manoj', 'Meera',
  'Mohammed', 'Neha', 'Nikhil', 'Nithya', 'Pooja', 'Pranav', 'Priya', 'Rahul', 'Rajesh', 'Ramya',
  'Rohan', 'Sahana', 'Sandeep', 'Sanjana', 'Shreya', 'Siddharth', 'Sneha', 'Sreeja', 'Suresh', 'Swathi',
  'Tanvi', 'Varun', 'Vidya', 'Vignesh', 'Vishnu', 'Yamini', 'Zainab', 'Farhan', 'Gayathri', 'Hari',
  'Irfan', 'Keerthana', 'Lavanya', 'Midhun', 'Nandana', 'Parvathy', 'Riya', 'Sachin', 'Thomas', 'Vivek',
] as const;

export const FAMILY_NAMES = [
  'Sharma', 'Nair', 'Menon', 'Iyer', 'Reddy', 'Patel', 'Gupta', 'Krishnan', 'Pillai', 'Rao',
  'Das', 'Kumar', 'Joseph', 'Varghese', 'Thomas', 'Singh', 'Bose', 'Mehta', 'Kulkarni', 'Chatterjee',
  'Mukherjee', 'Naidu', 'Hegde', 'Shetty', 'Banerjee', 'Agarwal', 'Mathew', 'Khan', 'Fernandes', 'Joshi',
] as const;

/** Faculty titles, for realism in the lists: gender-neutral, since the given names above are not sorted by gender. */
export const FACULTY_TITLES = ['Dr.', 'Prof.', 'Dr.'] as const;
