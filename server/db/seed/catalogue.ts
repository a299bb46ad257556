/**
 * The demo operator's catalogue: vendors across every category of §1 and
 * 3,000+ games with believable names, types, classifications (BG, JP, NEW,
 * FeatureBuy) and hot ranks. Deterministic (seeded), so every machine agrees.
 */
import { rng } from './random';

export interface SeedVendor {
  vassalage: string;
  displayName: string;
  /** Game types this vendor offers, with how many games of each. */
  types: Record<string, number>;
}

export const VENDORS: SeedVendor[] = [
  { vassalage: 'JILI', displayName: 'JILI', types: { RNG: 420, FISH: 24, PVP: 30, BINGO: 18 } },
  { vassalage: 'RTG', displayName: 'RTG', types: { RNG: 260 } },
  { vassalage: 'NOVA', displayName: 'Nova Slots', types: { RNG: 450 } },
  { vassalage: 'LSG', displayName: 'Lucky Star', types: { RNG: 340, FISH: 16 } },
  { vassalage: 'DRG', displayName: 'Dragon Gaming', types: { RNG: 300, FISH: 20 } },
  { vassalage: 'FORTUNA', displayName: 'Fortuna Play', types: { RNG: 420 } },
  { vassalage: 'MJP', displayName: 'Mega Jackpots', types: { RNG: 150 } },
  { vassalage: 'INHOUSE', displayName: 'Parlor Originals', types: { RNG: 60, BINGO: 12 } },
  { vassalage: 'RLV', displayName: 'Royal Live', types: { LIVE: 120 } },
  { vassalage: 'ACE', displayName: 'Ace Live Casino', types: { LIVE: 110 } },
  { vassalage: 'OCH', displayName: 'Ocean Hunters', types: { FISH: 40 } },
  { vassalage: 'PITCH', displayName: 'Pitch Sports', types: { SPORTS: 14 } },
  { vassalage: 'ARENA', displayName: 'Arena eSports', types: { SPORTS: 10 } },
  { vassalage: 'DERBY', displayName: 'Derby Pit', types: { SPORTS: 6 } },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'Lotto Asia', types: { LOTT: 40, ELOTT: 36 } },
  { vassalage: 'TKG', displayName: 'Table Kings', types: { PVP: 70 } },
  { vassalage: 'BFI', displayName: 'Bingo Fiesta', types: { BINGO: 40 } },
];

const SLOT_ADJ = ['Golden', 'Lucky', 'Mega', 'Super', 'Wild', 'Royal', 'Fortune', 'Crazy', 'Magic', 'Mighty', 'Diamond', 'Jade', 'Ruby', 'Sapphire', 'Emerald', 'Neon', 'Cosmic', 'Sacred', 'Ancient', 'Blazing', 'Thunder', 'Frozen', 'Sweet', 'Candy', 'Pirate', 'Samurai', 'Dragon', 'Phoenix', 'Tiger', 'Panda', 'Aztec', 'Egyptian', 'Viking', 'Ninja', 'Boxing', 'Money', 'Cash', 'Gold', 'Silver', 'Happy', 'Fiesta', 'Carnival', 'Jungle', 'Ocean', 'Volcano', 'Moon', 'Sun', 'Star', 'Hot', 'Cherry'];
const SLOT_NOUN = ['Dragon', 'Empire', 'Gems', 'Fortune', 'Treasure', 'Temple', 'Queen', 'King', 'Ace', 'Buffalo', 'Wolf', 'Koi', 'Riches', 'Jewels', 'Bonanza', 'Party', 'Fruits', 'Coins', 'Reels', 'Vault', 'Legend', 'Quest', 'Kingdom', 'Festival', 'Garden', 'Charms', 'Spins', 'Blast', 'Rush', 'Crown', 'Magic', 'Lantern', 'Warrior', 'Goddess', 'Pharaoh', 'Safari', 'Express', 'Chef', 'Circus', 'Miner', 'Bull', 'Horse', 'Rooster', 'Monkey', 'Bells', 'Sevens', 'Stars', 'Pearls', 'Nights', 'Wilds'];
const SLOT_SUFFIX = ['', '', '', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Xmas', ' 1000', ' Link', ' Ultra', ' Extreme', ' Gold Edition'];
const FISH_NAMES = ['Ocean King', 'Dragon Fishing', 'Mega Fishing', 'Jackpot Fishing', 'Royal Fishing', 'Bombing Fishing', 'Happy Fishing', 'All-star Fishing', 'Boom Legend', 'Fishing Disco', 'Deep Sea Hunter', 'Golden Toad', 'Shark Attack', 'Crab King', 'Mermaid Quest', 'Lobster Bash', 'Whale Hunt', 'Coral Reef', 'Poseidon Strike', 'Kraken Fury'];
const LIVE_TABLES = ['Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat', 'Dragon Tiger', 'Roulette', 'Speed Roulette', 'Lightning Roulette', 'Auto Roulette', 'Blackjack', 'Blackjack VIP', 'Sic Bo', 'Super Sic Bo', 'Fan Tan', 'Andar Bahar', 'Teen Patti', 'Casino Hold\u2019em', 'Three Card Poker', 'Dream Catcher', 'Mega Wheel', 'Color Game', 'Bull Bull'];
const PVP_NAMES = ['Texas Hold\u2019em', 'Tongits Go', 'Pusoy', 'Pusoy Dos', 'Rummy', 'Teen Patti', 'Andar Bahar', 'Mahjong Ways', 'Blackjack Duel', 'Callbreak', 'Sabong Cards', 'Big Two', 'Pai Gow', 'Niu Niu', 'Sakla', 'Lucky 9', 'Baccarat Duel', 'Omaha Poker', 'Short Deck', 'Dragon Poker', 'Domino QQ', 'Capsa Susun', 'Fruit Poker', 'Gin Rummy', 'Crazy Eights', 'Poker King', 'Joker Rummy', 'Solitaire Rush', 'Speed Poker', 'Royal Flush'];
const SPORTS_NAMES: Record<string, string[]> = {
  PITCH: ['Sportsbook', 'Live Football', 'Basketball Live', 'Tennis Live', 'Virtual Football', 'Virtual Horse Racing', 'Virtual Basketball', 'Boxing & MMA', 'Cricket', 'Volleyball', 'Badminton', 'Table Tennis', 'Baseball', 'Ice Hockey'],
  ARENA: ['eSports Arena', 'Dota 2 Live', 'League of Legends', 'Counter-Strike 2', 'Mobile Legends', 'Valorant', 'King of Glory', 'PUBG Mobile', 'FIFA Online', 'Virtual eSoccer'],
  DERBY: ['Derby Live', 'Sabong Arena', 'Rooster Cup', 'Pit Masters', 'Grand Derby', 'Night Derby'],
};
const LOTT_NAMES = ['Lotto 6/42', 'Mega Lotto 6/45', 'Super Lotto 6/49', 'Grand Lotto 6/55', 'Ultra Lotto 6/58', 'Vietnam Northern', 'Vietnam Southern', 'Vietnam Central', 'Thai Lottery', 'Lao Lottery', 'Swertres 3D', 'EZ2 2D', 'Keno', 'Pick 3', 'Pick 4', 'Daily 4D', 'Magnum 4D', 'Toto 5D', 'Toto 6D', 'Sports Toto'];
const ELOTT_NAMES = ['Speed Keno', 'Fast 3', 'Lucky 5', 'PK10 Racing', 'Speed Lotto 1 min', 'Speed Lotto 3 min', 'Speed Lotto 5 min', 'Quick 3D', 'Quick 4D', 'Happy 8', 'Lucky Airship', 'Dice Lotto'];
const BINGO_NAMES = ['Bingo Carnaval', 'Super Bingo', 'Go Goal Bingo', 'Bingo Adventure', 'Pearls of Bingo', 'Calaca Bingo', 'Jackpot Bingo', 'Candy Bingo', 'Fortune Bingo', 'Lucky Bingo', 'Bingo Star', 'Bingo Party', 'Bingo Fiesta', 'Bingo Rush', 'Bingo Galaxy', 'Bingo Magic', 'Mega Bingo', 'Bingo Beach', 'Bingo 90', 'Bingo 75'];

export interface SeedGame {
  nodeId: string;
  gameType: string;
  /** The artwork motif (bingo cards for bingo, which is stored as RNG). */
  motif: string;
  gameName: string;
  vassalage: string;
  vendorName: string;
  gameCode: string;
  playType: 'trad' | 'ent';
  freeplay: number;
  minBet: number;
  minLine: number;
  isNew: boolean;
  hotRank: number | null;
  onlineBase: number;
  sort: number;
  classify: string[];
  roomId: string | null;
  lottoMode: string | null;
}

function nameFor(type: string, vendor: string, i: number, r: ReturnType<typeof rng>, used: Set<string>): string {
  const lists: Record<string, string[] | undefined> = { FISH: FISH_NAMES, PVP: PVP_NAMES, LOTT: LOTT_NAMES, ELOTT: ELOTT_NAMES, BINGO: BINGO_NAMES, SPORTS: SPORTS_NAMES[vendor] };
  const list = lists[type];
  if (type === 'LIVE') {
    const base = LIVE_TABLES[i % LIVE_TABLES.length]!;
    return `${base} ${String.fromCharCode(65 + Math.floor(i / LIVE_TABLES.length) % 26)}${1 + (i % 3)}`;
  }
  if (list) {
    const base = list[i % list.length]!;
    const round = Math.floor(i / list.length);
    return round === 0 ? base : `${base} ${['Deluxe', 'Plus', 'Pro', 'Max', 'II', 'Turbo'][(round - 1) % 6]}`;
  }
  for (let tries = 0; tries < 50; tries++) {
    const name = `${r.pick(SLOT_ADJ)} ${r.pick(SLOT_NOUN)}${r.pick(SLOT_SUFFIX)}`;
    if (!used.has(`${vendor}:${name}`) && !name.startsWith(name.split(' ')[1] + ' ')) return name;
  }
  return `${r.pick(SLOT_ADJ)} ${r.pick(SLOT_NOUN)} ${i}`;
}

export function buildCatalogue(): SeedGame[] {
  const r = rng(20261121);
  const games: SeedGame[] = [];
  const used = new Set<string>();
  let sort = 0;
  for (const v of VENDORS) {
    for (const [type, count] of Object.entries(v.types)) {
      for (let i = 0; i < count; i++) {
        const gameName = nameFor(type, v.vassalage, i, r, used);
        used.add(`${v.vassalage}:${gameName}`);
        const classify: string[] = [];
        if (type === 'BINGO') classify.push('BG');
        if (type === 'RNG' && (v.vassalage === 'MJP' || r.chance(0.06))) classify.push('JP');
        if (type === 'RNG' && r.chance(0.18)) classify.push('FeatureBuy');
        const isNew = r.chance(0.07);
        if (isNew) classify.push('NEW');
        games.push({
          nodeId: `${v.vassalage}-${type}-${String(i + 1).padStart(4, '0')}`,
          // §4: bingo is not a stored type but slots classified BG.
          gameType: type === 'BINGO' ? 'RNG' : type,
          motif: type,
          gameName,
          vassalage: v.vassalage,
          vendorName: v.displayName,
          gameCode: type === 'SPORTS' && i === 0 ? 'lobby' : `${v.vassalage.toLowerCase()}_${type.toLowerCase()}_${i + 1}`,
          playType: type === 'LOTT' ? 'trad' : 'ent',
          freeplay: type === 'RNG' || type === 'FISH' || type === 'BINGO' ? 1 : 0,
          minBet: type === 'LIVE' ? r.pick([10, 20, 50, 100]) : type === 'RNG' ? r.pick([0.2, 0.5, 1, 2, 5]) : r.pick([1, 5, 10]),
          minLine: type === 'RNG' ? r.pick([1, 10, 20, 25, 40, 50, 243]) : 1,
          isNew,
          hotRank: null,
          onlineBase: type === 'RNG' ? r.int(100, 1000) : r.int(35, 250),
          sort: sort++,
          classify,
          roomId: type === 'LIVE' ? `room-${r.int(100, 999)}` : null,
          lottoMode: type === 'LOTT' ? 'Lott' : type === 'ELOTT' ? 'Elott' : null,
        });
      }
    }
  }
  // Hot ranks: a mix across categories, best first.
  const shuffled = games.filter((g) => g.gameType !== 'SPORTS').sort(() => r.next() - 0.5);
  shuffled.slice(0, 120).forEach((g, i) => (g.hotRank = i + 1));
  return games;
}

const FIRST = ['ma', 'jo', 'an', 'li', 'ka', 'ro', 'je', 'mi', 'da', 'ch', 'ra', 'ni', 'el', 'be', 'ar', 'sa', 'tr', 'ge', 'al', 'vi'];

export function buildWinners(games: SeedGame[], count = 40) {
  const r = rng(777);
  const pool = games.filter((g) => g.gameType === 'RNG' || g.gameType === 'FISH' || g.gameType === 'LIVE');
  return Array.from({ length: count }, (_, i) => {
    const g = r.pick(pool);
    const big = r.chance(0.15);
    return {
      recordId: `W${String(i + 1).padStart(5, '0')}`,
      nodeId: g.nodeId,
      customerName: `${r.pick(FIRST)}***${r.int(10, 99)}`,
      winAmount: big ? r.int(200_000, 2_500_000) : r.int(3_000, 180_000),
    };
  });
}
