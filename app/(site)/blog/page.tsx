import { getAllPosts } from "@/lib/blog/posts";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Marketing Blog for Service Businesses",
  description: "Practical marketing guides for roofers, HVAC, plumbers and contractors.",
  path: "/blog",
});

export default function BlogPage() {
  const posts = getAllPosts();
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl">Blog</h1>
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>{post.title}</li>
        ))}
      </ul>
    </section>
  );
}
