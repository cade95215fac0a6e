package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCmd(stdin string, args ...string) (stdout, stderr string, status int) {
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), status
}

// The same page from a file and from standard input gives the same
// links, with the file's name or "-".
func TestLinksFileAndStdin(t *testing.T) {
	page := `<HTML><HEAD><BASE HREF="http://a/b/c/d;p?q"></HEAD><BODY><A HREF=";x">x</A></BODY>`
	file := filepath.Join(t.TempDir(), "page.html")
	require.NoError(t, os.WriteFile(file, []byte(page), 0o644))
	fromFile, errs, status := runCmd("", "links", "-d", "rfc1808", "--tsv", file)
	require.Equal(t, 0, status, errs)
	fromStdin, errs, status := runCmd(page, "links", "--tsv", "-", "-d", "rfc1808")
	require.Equal(t, 0, status, errs)
	assert.Equal(t, strings.ReplaceAll(fromFile, file, "-"), fromStdin)
	assert.Equal(t, "-\t24\t18\tbase\thref\thttp://a/b/c/d;p?q\trfc1808\thttp://a/b/c/d;p?q\thttp://a/b/c/d;p?q\t\t\n"+
		"-\t66\t2\ta\thref\t;x\trfc1808\thttp://a/b/c/d;p?q\thttp://a/b/c/d;x\t\t\n", fromStdin)
}

func TestLinksJSON(t *testing.T) {
	out, errs, status := runCmd(`<a href="?y&amp;z">`, "links", "--json", "-d", "rfc2396", "-d", "rfc3986",
		"--url", "http://a/b/c/d;p?q", "--header", "Content-Base: http://x/y/z", "-")
	require.Equal(t, 0, status, errs)
	var rec struct {
		Offset  int    `json:"offset"`
		Length  int    `json:"length"`
		Element string `json:"element"`
		Raw     string `json:"raw"`
		Value   string `json:"value"`
		Results []struct {
			Dialect, Base, BaseLayer, Result string
			Differs                          bool
		} `json:"results"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rec), out)
	assert.Equal(t, 9, rec.Offset)
	assert.Equal(t, 8, rec.Length)
	assert.Equal(t, "?y&amp;z", rec.Raw)
	assert.Equal(t, "?y&z", rec.Value)
	require.Len(t, rec.Results, 2)
	// RFC 2396 honours Content-Base (RFC 2068), RFC 3986 does not.
	assert.Equal(t, "http://x/y/z", rec.Results[0].Base)
	assert.Equal(t, "http://x/y/?y&z", rec.Results[0].Result)
	assert.True(t, rec.Results[0].Differs)
	assert.Equal(t, "http://a/b/c/d;p?y&z", rec.Results[1].Result)
}

func TestLinksNoLinks(t *testing.T) {
	out, errs, status := runCmd("<p>no links here</p>", "links", "-")
	assert.Equal(t, 0, status)
	assert.Empty(t, out)
	assert.Empty(t, errs)
}

func TestLinksEveryDialectByDefault(t *testing.T) {
	out, _, status := runCmd(`<a href=g>`, "links", "--tsv", "--url", "http://a/b/c/d;p?q", "-")
	require.Equal(t, 0, status)
	assert.Equal(t, len(commandsDialects()), strings.Count(out, "\n"))
}

func TestLinksUnreadableFile(t *testing.T) {
	_, errs, status := runCmd("", "links", filepath.Join(t.TempDir(), "missing.html"))
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, errs, "missing.html")
}

func TestLinksUsage(t *testing.T) {
	for _, args := range [][]string{
		{"links"},
		{"links", "--json", "--tsv", "-"},
		{"links", "-d", "nosuch", "-"},
		{"links", "--header", "no colon", "-"},
	} {
		_, errs, status := runCmd("", args...)
		assert.Equal(t, exitUsage, status, "%v", args)
		assert.NotEmpty(t, errs)
	}
}

func commandsDialects() []string {
	out, _, _ := runCmd("", "dialects")
	var names []string
	for _, l := range strings.Split(out, "\n") {
		if l != "" && l[0] != ' ' && !strings.HasPrefix(l, "\t") {
			names = append(names, strings.Fields(l)[0])
		}
	}
	return names
}

// The page of the issue that asked for this command: a 1996 page with a
// relative BASE HREF, frames, an image map, an applet with a CODEBASE, a
// META refresh, served with Content-Base. Every dialect's base and every
// target are checked against testdata/links-1996.tsv (-update rewrites
// it): RFC 1630 and the draft fall back to the retrieval URL, RFC 1808 and
// RFC 2396 take Content-Base, RFC 3986 and whatwg resolve the relative
// BASE (against Content-Location, were there one, under RFC 3986; against
// the document's URL under whatwg).
func TestLinks1996(t *testing.T) {
	out, errs, status := runCmd("", "links", "--tsv",
		"--url", "http://www.example.edu/~user/dir/page.html",
		"--header", "Content-Base: http://www.example.edu/~user/cb/index.html",
		"../../testdata/documents/1996.html")
	require.Equal(t, 0, status, errs)
	golden := "testdata/links-1996.tsv"
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(out), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), out)
}

// A tag with more attributes than the document layer reads is read up to
// the limit, and the document gets a warning saying what was left.
func TestLinksWarnsOfAttributesPastTheLimit(t *testing.T) {
	page := "<img src=early.gif" + strings.Repeat(" a=1", 10_005) + " longdesc=late.html><a href=after.html>"
	out, errOut, status := cli(t, page, "links", "--tsv", "-d", "rfc3986", "--url", "http://x/", "-")
	assert.Equal(t, exitOK, status, errOut)
	assert.Contains(t, out, "early.gif")
	assert.Contains(t, out, "after.html")
	assert.NotContains(t, out, "late.html")
	assert.Equal(t, "uridialect links: -: 1 tags hold more than 10000 attributes (the limit): 7 attributes past it not read\n", errOut)
}

// A page in UTF-16, with a byte order mark or labelled by its HTTP
// header, has the links of the same page in ASCII or UTF-8, resolved
// alike; each at its place in the UTF-16 bytes (the offset of an ASCII
// page's link, doubled, after the two bytes of the mark).
func TestLinksUTF16(t *testing.T) {
	type link struct{ offset, raw, target string }
	read := func(file string) []link {
		out, errOut, status := cli(t, "", "links", "--tsv", "-d", "rfc1808", "--url", "http://a/b/c/d.html", file)
		require.Equal(t, exitOK, status, errOut)
		var ls []link
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			f := strings.Split(line, "\t")
			require.GreaterOrEqual(t, len(f), 9, line)
			ls = append(ls, link{f[1], f[5], f[8]})
		}
		return ls
	}
	ascii, utf16 := read("../../testdata/documents/1996.html"), read("../../testdata/documents/utf16/1996-utf16le-bom.html")
	require.Len(t, utf16, len(ascii))
	for i := range ascii {
		offset, err := strconv.Atoi(ascii[i].offset)
		require.NoError(t, err)
		assert.Equal(t, link{strconv.Itoa(2 + 2*offset), ascii[i].raw, ascii[i].target}, utf16[i])
	}
	ja, jaUTF16 := read("../../testdata/documents/ja.html"), read("../../testdata/documents/utf16/ja-utf16be-bom.html")
	require.Len(t, jaUTF16, 1)
	assert.Equal(t, ja[0].raw, jaUTF16[0].raw)
	assert.Equal(t, ja[0].target, jaUTF16[0].target)
	out, errOut, status := cli(t, "", "links", "--tsv", "-d", "whatwg", "../../testdata/documents/utf16/ru-utf16le-labelled.warc")
	require.Equal(t, exitOK, status, errOut)
	assert.Contains(t, out, "\tпоиск?q=Москва\twhatwg\thttp://www.example.ru/old/page.html\thttp://www.example.ru/old/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA?q=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0\t")
	assert.Contains(t, errOut, "records: 1 read = 1 done + 0 skipped + 0 failed")
}
