import { priceLimits } from './price-limits';

describe('IDX auto-rejection limits as of a date', () => {
  it('symmetric by price tier before the pandemic and after September 2023', () => {
    expect(priceLimits(150, '2019-06-03')).toEqual({ upper: 35, lower: 35 });
    expect(priceLimits(200, '2019-06-03')).toEqual({ upper: 35, lower: 35 });
    expect(priceLimits(1500, '2024-01-02')).toEqual({ upper: 25, lower: 25 });
    expect(priceLimits(5000, '2024-01-02')).toEqual({ upper: 25, lower: 25 });
    expect(priceLimits(9000, '2024-01-02')).toEqual({ upper: 20, lower: 20 });
  });

  it('the lower limit follows each relaxation: 10%, 7%, 15%, and 15% again from April 2025', () => {
    expect(priceLimits(1500, '2020-03-11').lower).toBe(10);
    expect(priceLimits(1500, '2021-08-02')).toEqual({ upper: 25, lower: 7 });
    expect(priceLimits(150, '2023-06-05')).toEqual({ upper: 35, lower: 15 });
    expect(priceLimits(9000, '2025-04-07')).toEqual({ upper: 20, lower: 20 });
    expect(priceLimits(9000, '2025-04-08')).toEqual({ upper: 20, lower: 15 });
  });

  it('special monitoring and acceleration boards move 10%, one rupiah at Rp10 and below', () => {
    expect(priceLimits(300, '2025-12-30', 'Pemantauan Khusus')).toEqual({ upper: 10, lower: 10 });
    expect(priceLimits(5, '2025-12-30', 'Akselerasi')).toEqual({ upper: 20, lower: 20 });
    expect(priceLimits(300, '2025-12-30', 'Utama')).toEqual({ upper: 25, lower: 15 });
  });
});
