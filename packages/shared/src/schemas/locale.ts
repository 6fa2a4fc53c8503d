import { z } from 'zod';

// Validation messages are read by Spanish-speaking people on both the API and the forms.
z.config(z.locales.es());
