/*
 * The colour schemes of the illustrated salons: each is a believable interior (walls,
 * floor, wood, metal, upholstery, accents), so two scenes drawn with the same layout
 * still look like two different salons.
 */

export type FloorKind = 'planks' | 'tiles' | 'terrazzo' | 'concrete';

export interface Palette {
  name: string;
  wall: string;
  /** The lower part of the wall (wainscot, tiles) or a feature wall. */
  wallLower: string;
  ceiling: string;
  floor: string;
  floorAlt: string;
  floorKind: FloorKind;
  wood: string;
  metal: string;
  upholstery: string;
  accent: string;
  accent2: string;
  /** Light colour of lamps and bulbs. */
  light: string;
  plant: string;
}

export const SALON_PALETTES: readonly Palette[] = [
  {
    name: 'blush and brass',
    wall: '#f2ddd5', wallLower: '#e6c3b8', ceiling: '#fbf3ee', floor: '#d9b48f', floorAlt: '#cfa67f', floorKind: 'planks',
    wood: '#b9875c', metal: '#c9a25a', upholstery: '#d98f86', accent: '#b5574b', accent2: '#f6c7a1', light: '#ffe3b0', plant: '#4f7a55',
  },
  {
    name: 'sage and cognac',
    wall: '#dde5d6', wallLower: '#a9bc9f', ceiling: '#f6f7f1', floor: '#e9e4da', floorAlt: '#cfc8bb', floorKind: 'terrazzo',
    wood: '#a8774c', metal: '#c7a15d', upholstery: '#a5582f', accent: '#5d7d5a', accent2: '#f0d3a8', light: '#fff0c8', plant: '#3f6b45',
  },
  {
    name: 'navy and camel',
    wall: '#2f4458', wallLower: '#243646', ceiling: '#e9e6e0', floor: '#c9a27c', floorAlt: '#bb9470', floorKind: 'planks',
    wood: '#d2a672', metal: '#d8b46a', upholstery: '#c8925a', accent: '#e7c08a', accent2: '#8fb1c9', light: '#ffe2a8', plant: '#5e8f5f',
  },
  {
    name: 'terracotta and cream',
    wall: '#eec2a8', wallLower: '#d9896a', ceiling: '#fbf1e8', floor: '#efe7dc', floorAlt: '#ddd2c2', floorKind: 'concrete',
    wood: '#c89a6b', metal: '#2d2b2a', upholstery: '#f3ead9', accent: '#c0603f', accent2: '#7f9c83', light: '#ffe6bd', plant: '#55815a',
  },
  {
    name: 'white marble and black',
    wall: '#f3f1ed', wallLower: '#e2dfda', ceiling: '#ffffff', floor: '#d8d6d2', floorAlt: '#bcb9b4', floorKind: 'tiles',
    wood: '#d9c3a5', metal: '#1f1f22', upholstery: '#232326', accent: '#b88a55', accent2: '#d7c0a0', light: '#fff3da', plant: '#3d6e47',
  },
  {
    name: 'teal and mustard',
    wall: '#2f6c68', wallLower: '#25524f', ceiling: '#f1ede4', floor: '#d7b88f', floorAlt: '#c9a77c', floorKind: 'planks',
    wood: '#c79462', metal: '#d6b064', upholstery: '#e0a63a', accent: '#f1c66b', accent2: '#e9d9c2', light: '#ffe7b0', plant: '#6b9b5c',
  },
  {
    name: 'lavender and silver',
    wall: '#e4dcee', wallLower: '#cdbfe0', ceiling: '#faf8fd', floor: '#e4e1e8', floorAlt: '#cfcad6', floorKind: 'tiles',
    wood: '#e8dccb', metal: '#b7bcc4', upholstery: '#8e77b5', accent: '#6f5a99', accent2: '#f4c9d6', light: '#fff4e0', plant: '#4c7a58',
  },
  {
    name: 'olive and oak',
    wall: '#ece6d6', wallLower: '#8b8a5c', ceiling: '#f8f5ec', floor: '#caa374', floorAlt: '#b98f60', floorKind: 'planks',
    wood: '#b3814f', metal: '#3a3a36', upholstery: '#6f7240', accent: '#a8603c', accent2: '#d9c89e', light: '#ffe8ba', plant: '#4c7044',
  },
  {
    name: 'powder blue and peach',
    wall: '#d8e6ef', wallLower: '#f4c7ad', ceiling: '#fafcfd', floor: '#eeeae4', floorAlt: '#d9d2c8', floorKind: 'terrazzo',
    wood: '#d9b38b', metal: '#c6a464', upholstery: '#f0a987', accent: '#4f7fa6', accent2: '#f6d6b8', light: '#fff1d2', plant: '#4f845d',
  },
];

export const BARBER_PALETTES: readonly Palette[] = [
  {
    name: 'brick and oxblood',
    wall: '#9a5540', wallLower: '#2b2624', ceiling: '#2a2725', floor: '#3b3431', floorAlt: '#2e2826', floorKind: 'tiles',
    wood: '#6e4a2f', metal: '#d9d9d9', upholstery: '#6b1f24', accent: '#c8a15a', accent2: '#e8dcc6', light: '#ffcf7a', plant: '#4d6e45',
  },
  {
    name: 'charcoal and tan leather',
    wall: '#34383c', wallLower: '#23262a', ceiling: '#1f2225', floor: '#8c6b4c', floorAlt: '#7c5d41', floorKind: 'planks',
    wood: '#8a5d38', metal: '#cfd2d6', upholstery: '#b07a45', accent: '#d9b071', accent2: '#b9c4cc', light: '#ffd48a', plant: '#56774c',
  },
  {
    name: 'bottle green and black',
    wall: '#24453a', wallLower: '#1a1d1c', ceiling: '#1d2421', floor: '#e1ddd4', floorAlt: '#262626', floorKind: 'tiles',
    wood: '#7b5535', metal: '#d6d6d2', upholstery: '#1d1d1f', accent: '#caa463', accent2: '#e9e2d0', light: '#ffd995', plant: '#5b8a55',
  },
];
