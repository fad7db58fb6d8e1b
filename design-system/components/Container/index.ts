export { Container, type ContainerProps, type ContainerWidth, containerWidths } from './Container.tsx';
