import { ANDINA_ID, SABORES_ID } from './demo-brands';

/** A registered demo customer; the README states the credentials. */
export interface UserSeed {
  id: string;
  brandId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** hashed only when the row is first written (scrypt is slow on purpose) */
  password: string;
  phoneNumber: string;
  gender: 'Male' | 'Female' | 'Other';
  birthDate: { year: number; month: number; day: number };
  priceCategory: string;
  cuit: string | null;
  businessName: string | null;
  companyName: string | null;
  province: string | null;
  city: string | null;
}

/** One customer per brand, with every profile field, so the profile-completion modal does not open. */
export const DEMO_USERS: readonly UserSeed[] = [
  {
    id: 'usr-demo-sabores',
    brandId: SABORES_ID,
    name: 'Ana Pérez',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'cliente@saboresdelsur.com.ar',
    password: 'Sabores2026',
    phoneNumber: '+5491155550101',
    gender: 'Female',
    birthDate: { year: 1990, month: 4, day: 12 },
    priceCategory: 'default',
    cuit: null,
    businessName: null,
    companyName: null,
    province: null,
    city: null,
  },
  {
    id: 'usr-demo-andina',
    brandId: ANDINA_ID,
    name: 'Pedro Gómez',
    firstName: 'Pedro',
    lastName: 'Gómez',
    email: 'compras@andinamayorista.com.ar',
    password: 'Andina2026',
    phoneNumber: '+5491155550301',
    gender: 'Male',
    birthDate: { year: 1978, month: 9, day: 3 },
    // b2b price tier (spec 001 section 6)
    priceCategory: 'mayorista',
    cuit: '30712345671',
    businessName: 'Almacén Don Pedro SRL',
    companyName: 'Don Pedro',
    province: 'Buenos Aires',
    city: 'Avellaneda',
  },
];
