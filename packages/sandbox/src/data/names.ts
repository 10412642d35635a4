/**
 * Names of the people who sign. Deliberately awkward for a search box and a sort:
 * diacritics, apostrophes, hyphens and multi-word surnames sit among common names.
 */

// biome-ignore format: a compact data table reads better than one name per line
export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Olivia', 'Emma', 'Charlotte', 'Amelia', 'Sophia', 'Mia', 'Isabella', 'Ava', 'Evelyn', 'Harper',
  'Luna', 'Camila', 'Sofia', 'Scarlett', 'Elizabeth', 'Eleanor', 'Emily', 'Chloe', 'Mila', 'Violet',
  'Penelope', 'Gianna', 'Aria', 'Abigail', 'Ella', 'Avery', 'Hazel', 'Nora', 'Layla', 'Lily',
  'Madison', 'Grace', 'Riley', 'Zoey', 'Hannah', 'Priya', 'Aaliyah', 'Mei', 'Yuki', 'Fatima',
  'Zoë', 'Chloé', 'Siobhán', 'Renée', 'Anaïs', 'Inés', 'María José', 'Ana-Sofía', 'Mary-Kate', 'Björk',
  'Saoirse', 'Niamh', 'Małgorzata', 'Zuzanna', 'Léa', 'Noémie', 'Jo', 'Kennedy', 'Destiny', 'Marisol',
];

// biome-ignore format: a compact data table reads better than one name per line
export const MALE_FIRST_NAMES: readonly string[] = [
  'Liam', 'Noah', 'Oliver', 'James', 'Elijah', 'William', 'Henry', 'Lucas', 'Benjamin', 'Theodore',
  'Mateo', 'Levi', 'Sebastian', 'Daniel', 'Jack', 'Michael', 'Alexander', 'Owen', 'Asher', 'Samuel',
  'Ethan', 'Leo', 'Jackson', 'Mason', 'Ezra', 'John', 'Hudson', 'Luca', 'Aiden', 'Joseph',
  'David', 'Jacob', 'Logan', 'Carter', 'Wyatt', 'Ravi', 'Hiroshi', 'Omar', 'Kwame', 'Tariq',
  'José', 'Łukasz', 'Bjørn', 'Jean-Luc', 'François', 'Søren', 'Andrés', 'Zoltán', 'Jürgen', 'Seán',
  'Ciarán', 'Jean-Baptiste', 'D’Andre', "De'Shawn", 'Rhys', 'Björn', 'Nikolaj', 'Émile', 'Tomás', 'Ty',
];

/** Given as middle names, or reduced to an initial. */
// biome-ignore format: a compact data table reads better than one name per line
export const MIDDLE_NAMES: readonly string[] = [
  'Marie', 'Ann', 'Lynn', 'Rose', 'Grace', 'Jane', 'Louise', 'Elise', 'Jo', 'Mae',
  'James', 'Michael', 'Lee', 'Alan', 'Ray', 'Thomas', 'Joseph', 'Paul', 'Edward', 'Dean',
  'Andrés', 'Renée', 'Zoë', 'Ómar', 'Jean-Paul',
];

// biome-ignore format: a compact data table reads better than one name per line
export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Kim', 'Patel', 'Chen', 'Wong', 'Singh', 'Okafor', 'Haddad', 'Kowalski', 'Novak', 'Tanaka',
  "O'Brien", "O'Connor", "D'Angelo", "O'Neill", "D'Souza", "N'Diaye", 'MacLeod', 'McAllister', 'Fitzgerald', 'St. James',
  'Smith-Jones', 'Taylor-Wood', 'Lloyd-Webber', 'Garcia-Lopez', 'Bowes-Lyon', 'Nakamura-Hale',
  'van der Berg', 'De la Cruz', 'García Márquez', 'van Dyke', 'de Vries', 'Da Silva', 'Del Toro', 'von Trapp',
  'Ó Súilleabháin', 'Núñez', 'Peña', 'Muñoz', 'Ibáñez', 'Åström', 'Søndergaard', 'Łukasiewicz', 'Wójcik', 'Dvořák',
  'Lefèvre', 'Côté', 'Gagné', 'Bélanger', 'Müller', 'Schröder', 'Çelik', 'Nguyễn', 'Le', 'Ng',
];

export const RELATIONSHIPS_BY_GENDER: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  Female: [
    ['Mother', 80],
    ['Grandmother', 8],
    ['Aunt', 5],
    ['Stepmother', 4],
    ['Legal Guardian', 3],
  ],
  Male: [
    ['Father', 80],
    ['Grandfather', 8],
    ['Uncle', 5],
    ['Stepfather', 4],
    ['Legal Guardian', 3],
  ],
  '': [['Legal Guardian', 1]],
};
