"""README.md and docs/*.md link each other and the code: every relative link must lead to a file that is
there and, for a `#anchor` into a Markdown file, to a heading it still has, so moving a section can't leave
a link behind. The README stays a short front page that links every page of docs/."""
import glob
import os
import re
import shutil
import tempfile
import unittest

from tests.support import REPO

README = os.path.join(REPO, "README.md")
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def prose(text):
    """The lines outside fenced code blocks (a `# comment` in a shell block is no heading, nor a link)."""
    lines, inside = [], False
    for line in text.split("\n"):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            lines.append(line)
    return lines


def anchor(heading):
    """GitHub's anchor of a heading: lower case, punctuation other than '-' and '_' dropped, spaces as '-'."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def headings(markdown_path):
    with open(markdown_path, encoding="utf-8") as handle:
        lines = prose(handle.read())
    return {anchor(line.lstrip("#")) for line in lines if re.match(r"^#{1,6} ", line)}


def broken_links(markdown_path):
    """One line per relative link of the file that leads to no file, or to no heading of a Markdown file."""
    with open(markdown_path, encoding="utf-8") as handle:
        lines = prose(handle.read())
    problems = []
    for line in lines:
        for label, target in LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue
            path, _, fragment = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(markdown_path), path)) if path else markdown_path
            where = f"{os.path.relpath(markdown_path, REPO)}: [{label}]({target})"
            if not os.path.exists(resolved):
                problems.append(f"{where}: no such file {path}")
            elif fragment and resolved.endswith(".md") and fragment not in headings(resolved):
                problems.append(f"{where}: no heading #{fragment} in {os.path.relpath(resolved, REPO)}")
    return problems


def pages():
    return [README] + sorted(glob.glob(os.path.join(REPO, "docs", "**", "*.md"), recursive=True))


class DocsLinksTests(unittest.TestCase):
    def test_everyRelativeLink_ofTheReadmeAndTheDocs_leadsToAFileAndAHeadingThatAreThere(self):
        problems = [problem for page in pages() for problem in broken_links(page)]
        self.assertEqual(problems, [])

    def test_theReadme_linksEveryPageOfDocs(self):
        with open(README, encoding="utf-8") as handle:
            readme = handle.read()
        for page in sorted(glob.glob(os.path.join(REPO, "docs", "*.md"))):
            self.assertTrue(f"(docs/{os.path.basename(page)}" in readme, f"README.md does not link {page}")

    def test_theReadme_fitsOnAboutThreeScreens(self):
        with open(README, encoding="utf-8") as handle:
            self.assertLessEqual(len(handle.read().rstrip("\n").split("\n")), 250)

    def test_aMissingFile_aMissingHeading_andLinksInCode_areToldApart(self):
        root = tempfile.mkdtemp(prefix="fg-links-")
        self.addCleanup(shutil.rmtree, root, ignore_errors=True)
        os.makedirs(os.path.join(root, "docs"))
        with open(os.path.join(root, "docs", "guide.md"), "w", encoding="utf-8") as handle:
            handle.write("# The guide\n\n## Bring your data\n\n### What a server can't do — `--server`\n\n"
                         "```sh\n# not a heading\n```\n")
        page = os.path.join(root, "README.md")
        with open(page, "w", encoding="utf-8") as handle:
            handle.write("# Top\n\n"
                         "[ok](docs/guide.md#bring-your-data) [ok](docs/guide.md#what-a-server-cant-do----server) "
                         "[ok](#top) [ok](https://example.org/x) [ok](docs/)\n"
                         "[gone](docs/moved.md) [stale](docs/guide.md#using-the-app) [stale](#bring-your-data) "
                         "[code](docs/guide.md#not-a-heading)\n"
                         "```text\n[inside](nowhere.md)\n```\n")

        problems = broken_links(page)

        self.assertEqual(len(problems), 4, problems)
        self.assertIn("no such file docs/moved.md", problems[0])
        self.assertIn("no heading #using-the-app", problems[1])
        self.assertIn("no heading #bring-your-data", problems[2])
        self.assertIn("no heading #not-a-heading", problems[3])


if __name__ == "__main__":
    unittest.main()
