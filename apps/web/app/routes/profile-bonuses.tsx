export default function Page() {
  return (
    <main>
      <h1>profile-bonuses</h1>
    </main>
  );
}
