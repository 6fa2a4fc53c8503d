// The charts' styles travel with their code, in the chunk the panel loads after its numbers.
import '@mantine/charts/styles.layer.css';

export { BarChart } from '@mantine/charts';
