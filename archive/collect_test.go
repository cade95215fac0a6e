package archive

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// collectionRead is what reading a collection gave: the URIs of the
// records read, and each failure.
type collectionRead struct {
	uris     []string
	failures []*RecordError
}

// readCollection reads every input of args as the commands do: Collect,
// then each input's records; a failed input and a failed record are
// failures.
func readCollection(t *testing.T, args []string, stdin io.Reader) collectionRead {
	t.Helper()
	c, err := Collect(args, stdin)
	require.NoError(t, err)
	defer c.Close()
	var got collectionRead
	for _, in := range c.Inputs {
		if in.Err != nil {
			got.failures = append(got.failures, &RecordError{File: in.Name, Err: in.Err})
			continue
		}
		r, closer, err := c.Open(in.Name)
		require.NoError(t, err, in.Name)
		for {
			rec, err := r.Next()
			if err == io.EOF {
				break
			}
			var re *RecordError
			if errors.As(err, &re) {
				got.failures = append(got.failures, re)
				continue
			}
			require.NoError(t, err)
			if rec.Type == TypeResponse {
				got.uris = append(got.uris, rec.URI)
			}
		}
		closer.Close()
	}
	sort.Strings(got.uris)
	return got
}

// goodCollection writes n good WARC files into dir (the first plain, the
// others gzip members, one a WACZ package) and returns the URIs of their
// records.
func goodCollection(t *testing.T, dir string, n int) []string {
	var uris []string
	for i := range n {
		name := "good" + string(rune('a'+i))
		b := warcgen.GoodWARC(name, 3)
		file := filepath.Join(dir, name+".warc")
		switch i % 3 {
		case 1:
			file, b = file+".gz", warcgen.Gzip(b)
		case 2:
			file, b = filepath.Join(dir, name+".wacz"), warcgen.WACZ([2]string{"archive/" + name + ".warc", string(b)})
		}
		require.NoError(t, os.WriteFile(file, b, 0o644))
		uris = append(uris, warcgen.GoodURIs(name, 3)...)
	}
	return uris
}

// damageReason is the reason a damaged input fails with; "" for the
// damages read whole.
var damageReason = map[string]string{
	warcgen.BadPackage:     "not a WACZ package",
	warcgen.DanglingLink:   "a symbolic link to",
	warcgen.NamedPipe:      "not a regular file (a named pipe)",
	warcgen.LyingDirectory: "zip: checksum error",
	warcgen.CutWARC:        "cut short: the input ends inside it",
	warcgen.DuplicateEntry: "",
	warcgen.NestedGzip:     "",
	warcgen.NestedZstdInGz: "",
}

// The collection-level property: a folder of good files and one damaged
// in one way, read as every command reads its inputs (Collect, Open),
// gives every record of the good files, the records of the damaged one
// that precede the damage (all of them where it can be read whole: two
// entries of one name, gzip around gzip or zstd), and one failure for
// the damaged input, with its reason and its name.
func TestCollectionDamages(t *testing.T) {
	for _, damage := range warcgen.Damages {
		t.Run(damage, func(t *testing.T) {
			dir := t.TempDir()
			want := goodCollection(t, dir, 4)
			path, readable, err := warcgen.Damaged(dir, damage)
			if damage == warcgen.NamedPipe && runtime.GOOS == "windows" {
				t.Skip("no named pipes on Windows")
			}
			require.NoError(t, err)
			want = append(want, readable...)
			sort.Strings(want)
			got := readCollection(t, []string{dir}, nil)
			assert.Equal(t, want, got.uris, "every record of the good files and the readable ones of the damaged")
			reason := damageReason[damage]
			if reason == "" {
				assert.Empty(t, got.failures)
				return
			}
			require.Len(t, got.failures, 1, "one failure, the damaged input's")
			f := got.failures[0]
			assert.True(t, f.File == path || strings.HasPrefix(f.File, path+"#"), "the failure names %s: %s", path, f.File)
			assert.Contains(t, f.Error(), reason)
		})
	}
}

// Each WACZ entry is read by its place: two entries of one name are two
// inputs, the second named NAME~2, each opened again by its name.
func TestCollectDuplicateEntries(t *testing.T) {
	dir := t.TempDir()
	path, _, err := warcgen.Damaged(dir, warcgen.DuplicateEntry)
	require.NoError(t, err)
	c, err := Collect([]string{path}, nil)
	require.NoError(t, err)
	names, err := c.Names()
	require.NoError(t, err)
	assert.Equal(t, []string{path + "#archive/data.warc", path + "#archive/data.warc~2"}, names)
	for i, name := range names {
		r, closer, err := Open(name, nil)
		require.NoError(t, err)
		rec, err := r.Next()
		require.NoError(t, err)
		assert.Equal(t, warcgen.GoodURIs([]string{"first", "second"}[i], 1)[0], rec.URI, name)
		closer.Close()
		s, err := OpenSeekable(name)
		require.NoError(t, err)
		_, err = s.Seek(int64(rec.Length), io.SeekStart)
		require.NoError(t, err)
		rec2, err := NewReaderAt(s, name, int64(rec.Length)).Next()
		require.NoError(t, err)
		assert.Equal(t, warcgen.GoodURIs([]string{"first", "second"}[i], 2)[1], rec2.URI, "read again at its offset")
		s.Close()
	}
}

// A WACZ package on standard input is read as from a file (copied to one
// first, removed by Close), each entry named -#archive/NAME; a zip read
// as a plain stream is refused with the reason.
func TestCollectPackageOnStdin(t *testing.T) {
	pkg, err := os.ReadFile("../testdata/archive/wacz/valid_example_1.wacz")
	require.NoError(t, err)
	c, err := Collect([]string{Stdin}, strings.NewReader(string(pkg)))
	require.NoError(t, err)
	names, err := c.Names()
	require.NoError(t, err)
	assert.Equal(t, []string{"-#archive/example-collection.warc"}, names)
	r, closer, err := c.Open(names[0])
	require.NoError(t, err)
	n := 0
	for _, err := r.Next(); err != io.EOF; _, err = r.Next() {
		require.NoError(t, err)
		n++
	}
	closer.Close()
	assert.Equal(t, 4, n)
	copies := c.copies["-"]
	require.NoError(t, c.Close())
	_, err = os.Stat(copies)
	assert.True(t, os.IsNotExist(err), "the copy is removed")

	_, err = NewReader(strings.NewReader(string(pkg)), "stream").Next()
	var re *RecordError
	require.ErrorAs(t, err, &re)
	assert.ErrorIs(t, re, errZipStream)

	_, err = Collect([]string{Stdin, Stdin}, strings.NewReader(""))
	assert.Error(t, err, "standard input twice")
}

// A read error is never taken for the end of the input: the record it
// cuts fails with the error and its offset; a plain WARC cut inside its
// last record fails that record.
func TestReadErrorFailsTheRecord(t *testing.T) {
	whole := warcgen.GoodWARC("eio", 3)
	at := strings.Index(string(whole), "http://www.example.org/eio/2.html") + 300
	r := NewReader(io.MultiReader(strings.NewReader(string(whole[:at])), errorReader{errors.New("input/output error")}), "eio.warc")
	var uris []string
	var fails []string
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fails = append(fails, err.Error())
			continue
		}
		uris = append(uris, rec.URI)
	}
	assert.Equal(t, warcgen.GoodURIs("eio", 2), uris)
	require.Len(t, fails, 1)
	assert.Contains(t, fails[0], "input/output error")
	assert.Contains(t, fails[0], "the rest of the input cannot be read")
}

type errorReader struct{ err error }

func (e errorReader) Read([]byte) (int, error) { return 0, e.err }
