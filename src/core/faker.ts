/**
 * A fresh English faker, for a caller that seeds it and sets its reference date itself. Built from
 * the English locale's own entry: the package's main entry loads every locale (about 150 ms of a
 * start), and only the instance of the locale entry gives its class.
 */
import type { Faker } from '@faker-js/faker';
import { faker as english } from '@faker-js/faker/locale/en';

export function englishFaker(): Faker {
  return new (english.constructor as typeof Faker)({ locale: english.rawDefinitions });
}
