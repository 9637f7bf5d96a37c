import { describe, expect, it } from 'vitest';
import { deliveryFee, missingForFreeDelivery, missingForMinimum } from './delivery-fee.js';

const zone = { price: 350, tax: 20, free: false, freeFromOrderValue: 3000, minimumOrderValue: 1500 };

describe('deliveryFee', () => {
  it('charges the area price below the free-delivery threshold', () => {
    expect(deliveryFee(zone, 2999)).toBe(350);
    expect(missingForFreeDelivery(zone, 2500)).toBe(500);
  });

  it('is free from the threshold on', () => {
    expect(deliveryFee(zone, 3000)).toBe(0);
    expect(deliveryFee(zone, 4500)).toBe(0);
    expect(missingForFreeDelivery(zone, 3000)).toBe(0);
  });

  it('is free in a free area and has no threshold to reach there', () => {
    expect(deliveryFee({ ...zone, free: true }, 100)).toBe(0);
    expect(missingForFreeDelivery({ ...zone, free: true }, 100)).toBe(0);
  });

  it('has no threshold without freeFromOrderValue or when delivery costs nothing', () => {
    expect(deliveryFee({ ...zone, freeFromOrderValue: null }, 100_000)).toBe(350);
    expect(missingForFreeDelivery({ ...zone, freeFromOrderValue: null }, 100)).toBe(0);
    expect(missingForFreeDelivery({ ...zone, price: 0 }, 100)).toBe(0);
  });
});

describe('missingForMinimum', () => {
  it('is what is missing to the minimum order value', () => {
    expect(missingForMinimum(zone, 1020)).toBe(480);
    expect(missingForMinimum(zone, 1500)).toBe(0);
    expect(missingForMinimum(zone, 2000)).toBe(0);
    expect(missingForMinimum({ minimumOrderValue: null }, 0)).toBe(0);
  });
});
