import { statement } from '../../test/scoring/fixtures';
import { sectorPeerMultiples, type PeerStatement } from './peer-multiples';

const AS_OF = '2025-06-30';

const rows = (code: string, netIncome: number | null, equity: number | null): PeerStatement[] => [
  { code, ...statement({ fiscalYear: 2024, netIncome, equity }) },
];

describe('sectorPeerMultiples', () => {
  it("computes each peer's P/E, P/B and ROE from its own statements and market cap", () => {
    const peers = sectorPeerMultiples(
      AS_OF,
      [
        { code: 'AAAA', close: 1000, shares: 1_000_000 },
        { code: 'BBBB', close: 500, shares: 4_000_000 },
      ],
      [...rows('BBBB', 400_000_000, 1_000_000_000), ...rows('AAAA', 100_000_000, 500_000_000)],
      16_000,
    );
    expect(peers).toEqual([
      { code: 'AAAA', pe: 10, pb: 2, roe: 20 },
      { code: 'BBBB', pe: 5, pb: 2, roe: 40 },
    ]);
  });

  it('leaves out peers with none of the three figures, keeps those with some', () => {
    const peers = sectorPeerMultiples(
      AS_OF,
      [
        { code: 'NONE', close: 1000, shares: 1_000_000 },
        { code: 'LOSS', close: 1000, shares: 1_000_000 },
        { code: 'NOSH', close: 1000, shares: null },
      ],
      [...rows('LOSS', -50_000_000, 500_000_000), ...rows('NOSH', 100_000_000, 500_000_000)],
      16_000,
    );
    expect(peers.map((p) => p.code)).toEqual(['LOSS', 'NOSH']);
    expect(peers[0]).toMatchObject({ pe: null, pb: 2 });
    expect(peers[1]).toMatchObject({ pe: null, pb: null, roe: 20 });
  });
});
