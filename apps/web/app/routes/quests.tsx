export default function Page() {
  return (
    <main>
      <h1>quests</h1>
    </main>
  );
}
