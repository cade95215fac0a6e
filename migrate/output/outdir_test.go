package output

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
)

// treeOf returns the files under dir with their contents.
func treeOf(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	require.NoError(t, err)
	return files
}

// copyPages copies the sample pages into a new folder.
func copyPages(t *testing.T) string {
	dir := t.TempDir()
	entries, err := os.ReadDir(filepath.Join(sampleDir, "pages"))
	require.NoError(t, err)
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(sampleDir, "pages", e.Name()))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644))
	}
	return dir
}

// TestOutInputs checks that an output folder that is an input, holds
// one or is inside one is refused before anything is written, and that
// the inputs are left as they were.
func TestOutInputs(t *testing.T) {
	pages := copyPages(t)
	before := treeOf(t, pages)
	page := filepath.Join(pages, "db-1996.html")
	for _, c := range []struct {
		out    string
		inputs []string
		args   []string
		reason string
	}{
		{page, []string{page}, nil, "it is the input"},
		{pages, []string{page}, nil, "it holds the input"},
		{filepath.Dir(pages), []string{page}, nil, "it holds the input"},
		{filepath.Join(pages, "out"), []string{page}, []string{pages}, "it is inside the input"},
		{filepath.Join(pages, "out", "deeper"), nil, []string{pages}, "it is inside the input"},
	} {
		opt := options(t, "rfc1808", c.out)
		opt.Inputs = c.args
		_, err := run(context.Background(), c.inputs, opt)
		var oe *FolderError
		require.ErrorAs(t, err, &oe, c.out)
		assert.Contains(t, oe.Reason, c.reason, c.out)
		assert.Equal(t, before, treeOf(t, pages), "nothing written into or next to the inputs")
	}
	// A symbolic link to the input folder is the input folder.
	link := filepath.Join(t.TempDir(), "link")
	require.NoError(t, os.Symlink(pages, link))
	_, err := run(context.Background(), []string{page}, options(t, "rfc1808", link))
	var oe *FolderError
	require.ErrorAs(t, err, &oe)
	assert.Equal(t, before, treeOf(t, pages))
}

// TestOutReused checks a second run into the same folder: refused
// without Overwrite, the earlier outputs untouched; with it, the earlier
// outputs replaced whole (a document the second run does not rewrite is
// gone); a file migrate did not write refuses the folder either way, and
// is never removed.
func TestOutReused(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	pages := filepath.Join(sampleDir, "pages")
	_, err := run(context.Background(), []string{filepath.Join(pages, "db-1996.html")}, options(t, "rfc1808", out))
	require.NoError(t, err)
	first := treeOf(t, out)
	var docs []string
	for name := range first {
		if strings.HasPrefix(name, Documents+"/") {
			docs = append(docs, name)
		}
	}
	require.Len(t, docs, 1, "the first run rewrote a document")
	var m manifest
	require.NoError(t, json.Unmarshal([]byte(first[ManifestJSON]), &m))
	var files []string
	for name := range first {
		if name != ManifestJSON {
			files = append(files, name)
		}
	}
	slices.Sort(files)
	assert.Equal(t, files, m.Files, "the manifest names every file written")

	again := options(t, "rfc1808", out)
	_, err = run(context.Background(), []string{sampleWARC}, again)
	var oe *FolderError
	require.ErrorAs(t, err, &oe)
	assert.Equal(t, "it holds the outputs of an earlier run", oe.Reason)
	assert.True(t, oe.Earlier, "Overwrite would replace them")
	assert.NotContains(t, oe.Error(), "--", "the library names no flag of the command")
	assert.Equal(t, first, treeOf(t, out), "a refused run writes nothing")

	// A file of someone else's: refused, with or without Overwrite.
	notes := filepath.Join(out, "notes.txt")
	require.NoError(t, os.WriteFile(notes, []byte("mine"), 0o644))
	again.Overwrite = true
	_, err = run(context.Background(), []string{sampleWARC}, again)
	require.ErrorAs(t, err, &oe)
	assert.Contains(t, oe.Reason, "notes.txt")
	require.NoError(t, os.Remove(notes))
	assert.Equal(t, first, treeOf(t, out))

	_, err = run(context.Background(), []string{sampleWARC}, again)
	require.NoError(t, err)
	second := treeOf(t, out)
	assert.NotContains(t, second, docs[0], "the earlier run's document is gone")
	assert.Contains(t, second, Conversions)
	assert.NotEqual(t, first[SummaryJSON], second[SummaryJSON])
	require.NoError(t, json.Unmarshal([]byte(second[ManifestJSON]), &m))
	files = files[:0]
	for name := range second {
		if name != ManifestJSON {
			files = append(files, name)
		}
	}
	slices.Sort(files)
	assert.Equal(t, files, m.Files)
	_, err = os.Stat(filepath.Join(out, Documents))
	assert.ErrorIs(t, err, os.ErrNotExist, "the emptied documents folder is removed")
}

// TestOutParts checks that Check leaves the folder of a distributed
// run's parts (PartsDir) alone: it is neither a file someone else wrote
// nor an earlier run's output, while a file beside it still is.
func TestOutParts(t *testing.T) {
	out := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(out, PartsDir), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(out, PartsDir, "00000-000000-a.warc.part"), []byte("part"), 0o644))
	old, err := Check(out, nil, false)
	require.NoError(t, err)
	assert.Empty(t, old)
	require.NoError(t, os.WriteFile(filepath.Join(out, PartsDir+".txt"), []byte("mine"), 0o644))
	_, err = Check(out, nil, true)
	var oe *FolderError
	require.ErrorAs(t, err, &oe)
	assert.Contains(t, oe.Reason, PartsDir+".txt")
}

// plantFull makes the output file name, once created, write to
// /dev/full: every write fails with "no space left on device".
type plantFull struct {
	t    *testing.T
	path string
	read []string
}

func (p *plantFull) Input(name string, r io.Reader) io.Reader {
	p.read = append(p.read, name)
	if len(p.read) == 1 {
		require.NoError(p.t, os.MkdirAll(filepath.Dir(p.path), 0o755))
		require.NoError(p.t, os.Symlink("/dev/full", p.path))
	}
	return r
}

func (p *plantFull) Record(int) {}

// TestWriteError checks that a write error (a full disk) stops the run:
// the error names the output and the reason, the inputs after it are not
// read, and no output is left, complete or not.
func TestWriteError(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full, the device whose writes fail, on this system:", err)
	}
	out := filepath.Join(t.TempDir(), "out")
	page := filepath.Join(sampleDir, "pages", "db-1996.html") // its one link is rewritten
	doc := filepath.Join(out, incompleteDir, filepath.FromSlash(DocumentPath(&archive.Record{File: page})))
	var inputs []string
	for range 20 {
		inputs = append(inputs, page)
	}
	opt := options(t, "rfc1808", out)
	opt.Workers = 1
	p := &plantFull{t: t, path: doc}
	opt.Progress = p
	_, err := run(context.Background(), inputs, opt)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "writing "+DocumentPath(&archive.Record{File: page})+": no space left on device")
	assert.Less(t, len(p.read), len(inputs), "the reading stopped")
	assert.Empty(t, treeOf(t, out), "no output is left")
}
