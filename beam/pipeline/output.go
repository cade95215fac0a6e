package pipeline

import (
	"bufio"
	"context"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"io"
	"path"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"

	"github.com/uridialect/uridialect/migrate"
)

// The folders of the sharded outputs, under the output folder: one shard
// per input file, named by ShardName. The rewritten documents go where
// migrate writes them (migrate.Documents), and summary.json and
// report.html have migrate's names.
const (
	LinksDir       = "links"       // NAME.FORMAT: the link table, in each format asked for
	ConversionsDir = "conversions" // NAME.warc.gz: the conversion records, if any
)

// ShardName is the name of the shards of the input file name (without
// their extension): its base name and a digest of its whole path, so
// that files of the same name in different folders get different shards,
// and a file the same shard whoever reads it.
func ShardName(file string) string {
	h := sha1.Sum([]byte(file))
	return path.Base(file) + "-" + hex.EncodeToString(h[:6])
}

// A shard writes the outputs of one input file, record by record in the
// order read, as migrate.Output writes a whole run's: the link table's
// rows, the conversion records (in a WARC created at the first), and the
// rewritten documents. Written again from the start by a retried bundle,
// it leaves no duplicate.
type shard struct {
	fs        filesystem.Interface
	out, name string // the output folder, with no trailing "/"; ShardName
	tables    []shardTable
	warc      *bufferedFile // nil until the first conversion record
	convs     *migrate.ConversionWriter
	info      migrate.RunInfo
}

// A shardTable is the link table of a shard in one format, written by
// migrate's own LinkTable.
type shardTable struct {
	f *bufferedFile
	t *migrate.LinkTable
}

// A bufferedFile is a file of a Beam filesystem, written through a
// buffer: a row is too small a write for a file or an object store.
type bufferedFile struct {
	*bufio.Writer
	f io.WriteCloser
}

func (s *shard) create(ctx context.Context, name string) (*bufferedFile, error) {
	f, err := s.fs.OpenWrite(ctx, s.out+"/"+name)
	if err != nil {
		return nil, err
	}
	return &bufferedFile{bufio.NewWriterSize(f, 256<<10), f}, nil
}

func (b *bufferedFile) close() error {
	if b == nil {
		return nil
	}
	return errors.Join(b.Flush(), b.f.Close())
}

// createShard creates the link table shards of the input file in the
// output folder out, with the TSV header for the modern dialects named.
func createShard(ctx context.Context, out, file string, to []string, links string, formats []string, info migrate.RunInfo) (*shard, error) {
	out = strings.TrimSuffix(out, "/")
	fs, err := filesystem.New(ctx, out)
	if err != nil {
		return nil, err
	}
	s := &shard{fs: fs, out: out, name: ShardName(file), info: info}
	for _, format := range formats {
		f, err := s.create(ctx, LinksDir+"/"+s.name+"."+format)
		if err != nil {
			return nil, errors.Join(err, s.close())
		}
		t, err := migrate.NewLinkTable(f, format, links, to)
		s.tables = append(s.tables, shardTable{f, t})
		if err != nil {
			return nil, errors.Join(err, s.close())
		}
	}
	return s, nil
}

// write writes the outputs of one record, in migrated into res.
func (s *shard) write(ctx context.Context, in *migrate.Input, res *migrate.Result) error {
	for _, t := range s.tables {
		if err := res.EachRows(t.t.Write); err != nil {
			return err
		}
	}
	d := migrate.NewDerivative(in, res)
	switch {
	case d == nil:
		return nil
	case d.Conversion != nil:
		if s.warc == nil {
			var err error
			if s.warc, err = s.create(ctx, ConversionsDir+"/"+s.name+".warc.gz"); err != nil {
				return err
			}
			// The shard is the part of migrate's conversions.warc.gz
			// that comes from this input, its warcinfo record included.
			s.convs = migrate.NewConversionWriter(s.warc, migrate.Conversions, s.info)
		}
		return s.convs.Write(d.Conversion, in.File)
	}
	return writeFile(ctx, s.fs, s.out+"/"+documentPath(in.File, d.Path), d.Document)
}

// documentPath is where the rewritten HTML file read from file goes
// under the output folder: migrate's path (p) for a local file; for a file
// on another filesystem, whose name migrate would turn into folders
// "gs:/bucket/...", its name without the scheme, under migrate.Documents
// ("gs://bucket/site/a.html" gives "documents/bucket/site/a.html").
func documentPath(file, p string) string {
	i := strings.Index(file, "://")
	if i < 0 {
		return p
	}
	return migrate.Documents + path.Clean("/"+file[i+len("://"):])
}

func (s *shard) close() error {
	var errs []error
	for _, t := range s.tables {
		if t.t != nil {
			errs = append(errs, t.t.Close())
		}
		errs = append(errs, t.f.close())
	}
	return errors.Join(append(errs, s.warc.close(), s.fs.Close())...)
}

// writeFile writes the file p of the filesystem fs.
func writeFile(ctx context.Context, fs filesystem.Interface, p string, data []byte) error {
	w, err := fs.OpenWrite(ctx, p)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}
