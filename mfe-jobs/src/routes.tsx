export default function JobsRoutes() {
  return <h1>Pracuj z nami</h1>;
}
