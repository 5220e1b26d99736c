export default function Page() {
  return (
    <main>
      <h1>sports</h1>
    </main>
  );
}
