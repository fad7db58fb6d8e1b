export { Card, type CardProps, type CardRadius, type CardTone, cardRadii, cardTones } from './Card.tsx';
