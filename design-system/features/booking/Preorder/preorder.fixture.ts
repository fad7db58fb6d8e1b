import { examples, type PreorderGuestEntry, type PreorderView } from '@fittizia/contract';

/** The contract's example pre-order (10 places, one guest chosen), as the guests' link sees it. */
export const preorderViewFixture = examples.preorderView.response as PreorderView;

const guest = (id: string, firstName: string, chosen = true) => ({
  id,
  firstName,
  child: false,
  chosen,
  overParty: false,
});

export const emptyView: PreorderView = { ...preorderViewFixture, guests: [] };
export const partlyChosenView: PreorderView = {
  ...preorderViewFixture,
  guests: [guest('1', 'Giulia'), guest('2', 'Sam'), guest('3', 'Aisha', false)],
};
export const allChosenView: PreorderView = {
  ...preorderViewFixture,
  places: 3,
  adults: 3,
  guests: [guest('1', 'Giulia'), guest('2', 'Sam'), guest('3', 'Aisha')],
};

/** Priya listed peanuts and chose the satay: her own entry, with its conflict. */
export const priyaEntry: PreorderGuestEntry = {
  ...guest('4', 'Priya'),
  choices: [
    { sectionId: 'festive-starters', dishId: 'festive-satay' },
    { sectionId: 'festive-mains', dishId: 'festive-turkey' },
  ],
  allergens: ['peanuts'],
  note: 'Allergic to peanuts: please check the starter.',
  conflicts: [{ dishId: 'festive-satay', allergens: ['peanuts'] }],
};
export const withOwnView: PreorderView = {
  ...partlyChosenView,
  guests: [...partlyChosenView.guests, guest('4', 'Priya')],
  own: priyaEntry,
};
