package captures

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"time"

	"github.com/uridialect/uridialect/archive"
)

// A Source is an index a lookup asks: an Index (a CDX or CDXJ file) or
// Records (the captures of archives' own records).
type Source interface {
	Name() string
	// Rules is how the source keys URLs.
	Rules() Rules
	// Near returns the n captures filed under key nearest to at (or all,
	// when fewer), nearest first; n is capped at Limits.MaxCaptures.
	Near(key string, at time.Time, n int) ([]Capture, error)
}

// A Collection is every source of captures of one run: the indexes named
// and the archives' own records, asked together. Its lookups are safe for
// concurrent use.
type Collection struct {
	Indexes []*Index
	Records *Records // the captures of the archives read; nil when none
	// Failed are the inputs that could not be read as captures, each
	// error naming its input and why (an index refused, a package that is
	// not one, a file that is neither an index nor an archive).
	Failed []error
	limits Limits
}

// OpenCollection opens every source paths name: a CDX or CDXJ file is an
// Index, searched where it lies; a WARC, ARC or WACZ file is read into
// the collection's Records; a folder or glob stands for the files in it
// (archive.Inputs). An input that cannot be read costs only itself: it
// is named in Failed, and the others are read.
func OpenCollection(paths []string, opts IndexOptions) *Collection {
	return OpenRunCollection(paths, nil, opts)
}

// OpenRunCollection opens the sources as OpenCollection does, and adds
// the captures of a run's inputs: the records of those that are archives.
// An input that is a page or a link table holds no capture and adds
// nothing, and one that cannot be read is left to the run, which reads
// it for its links and names its failure once; neither is in Failed.
func OpenRunCollection(sources, inputs []string, opts IndexOptions) *Collection {
	c := &Collection{limits: opts.Limits.withDefaults()}
	c.openAll(sources, opts, false)
	c.openAll(inputs, opts, true)
	return c
}

func (c *Collection) openAll(paths []string, opts IndexOptions, runInputs bool) {
	for _, p := range paths {
		inputs, err := archive.Inputs([]string{p})
		if err != nil {
			if !runInputs {
				c.Failed = append(c.Failed, err)
			}
			continue
		}
		for _, in := range inputs {
			if err := c.open(in, opts, runInputs); err != nil && !runInputs {
				c.Failed = append(c.Failed, err)
			}
		}
	}
}

// open adds one input: an index when the archive reader takes it for
// one (or for a plain file, which may be an index without a legend), an
// archive's records otherwise. The error names the input.
func (c *Collection) open(name string, opts IndexOptions, runInput bool) error {
	err := c.add(name, opts, runInput)
	var ie *indexError
	if err != nil && !errors.As(err, &ie) {
		err = fmt.Errorf("%s: %w", name, err)
	}
	return err
}

// An indexError is OpenIndex's, which names its file.
type indexError struct{ error }

func (e *indexError) Unwrap() error { return e.error }

func (c *Collection) add(name string, opts IndexOptions, runInput bool) error {
	rd, closer, err := archive.Open(name, nil)
	if err != nil {
		return err
	}
	defer closer.Close()
	rec, err := rd.Next()
	var re *archive.RecordError
	switch {
	case err == io.EOF:
		return errors.New("empty: no index line and no archive record")
	case err != nil && !errors.As(err, &re):
		return err
	}
	if err == nil && (rec.Format == archive.FormatIndex || rec.Format == archive.FormatDocument) {
		if runInput {
			return nil // a page or a link table the run reads for its links
		}
		if _, statErr := os.Stat(name); statErr != nil {
			return fmt.Errorf("an index inside a package cannot be searched where it lies: %v", statErr)
		}
		ix, err := OpenIndex(name, opts)
		if err != nil {
			if rec.Format == archive.FormatDocument {
				err = fmt.Errorf("%w; nor is it an archive", err)
			}
			return &indexError{err}
		}
		c.Indexes = append(c.Indexes, ix)
		return nil
	}
	if c.Records == nil {
		c.Records = NewRecords("archives", opts.Limits)
	}
	// The first record was read already: count it, then the rest.
	if re != nil {
		c.Records.tally.Fail(re)
	} else if kind := c.Records.Add(rec); kind != "" {
		c.Records.tally.Skip(kind)
	} else {
		c.Records.tally.Add()
	}
	return c.Records.addRecords(rd, name, 1)
}

// NewCollection returns a collection of the sources given.
func NewCollection(limits Limits, records *Records, indexes ...*Index) *Collection {
	return &Collection{Indexes: indexes, Records: records, limits: limits.withDefaults()}
}

// Close closes the collection's index files.
func (c *Collection) Close() error {
	var first error
	for _, ix := range c.Indexes {
		if err := ix.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// sources are the collection's sources, the archives' records first.
func (c *Collection) sources() []Source {
	var s []Source
	if c.Records != nil {
		s = append(s, c.Records)
	}
	for _, ix := range c.Indexes {
		s = append(s, ix)
	}
	return s
}

// A found capture and the source it came from.
type found struct {
	Capture
	src Source
}

// near returns the n captures of url nearest to at in all the sources
// (each keyed by its source's rules), nearest first. A URL without a key
// has none.
func (c *Collection) near(url string, at time.Time, n int) ([]found, error) {
	var out []found
	for _, s := range c.sources() {
		key, err := (Options{Rules: s.Rules()}).Key(url)
		if err != nil {
			continue
		}
		cs, err := s.Near(key, at, n)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", s.Name(), err)
		}
		for _, cap := range cs {
			out = append(out, found{cap, s})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return nearer(&out[i].Capture, &out[j].Capture, at) })
	if len(out) > n {
		out = out[:n]
	}
	return out, nil
}
