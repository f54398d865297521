/** The company behind CampusEats (the Team page says CampusEats is its initiative). */
export const COMPANY_NAME = 'Bytecraft Labs';

export const FOUNDER = { id: 'vikram', name: 'Vikram Rao', role: 'Founder & CEO', image: '/images/team/vikram.svg' };

export const TEAM = [
  { id: 'priya', name: 'Priya Nair', role: 'Frontend Developer', image: '/images/team/priya.svg' },
  { id: 'rohan', name: 'Rohan Gupta', role: 'Backend Developer', image: '/images/team/rohan.svg' },
  { id: 'sneha', name: 'Sneha Reddy', role: 'Full-Stack Developer', image: '/images/team/sneha.svg' },
  { id: 'kabir', name: 'Kabir Singh', role: 'Mobile Developer', image: '/images/team/kabir.svg' },
  { id: 'ananya', name: 'Ananya Iyer', role: 'Product Design Intern', image: '/images/team/ananya.svg' },
];
