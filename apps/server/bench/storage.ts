/**
 * The storage benchmark (npm run bench:storage; docs/benchmarks.md, "Uploaded files: disk and
 * bucket"). The built server on the demo college (embedded database) is started twice, its files
 * under DATA_DIR and then in a bucket of s3rver on the loopback (a process of its own, bench/s3-stand-in.ts),
 * and each storage call is loaded as `npm run bench` loads every call (bench/tools.ts): the photo
 * upload, the public photo, the resource list that signs the links, and a link's download, small
 * and 1 MB. It prints the two side by side. s3rver stands in for a real bucket: the figures are
 * the portal's own overhead with a bucket, not a bucket's network latency.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { tinyPdf } from '../src/modules/resources/index.js';
import { freePort } from '../test/support/free-port.js';
import { S3_KEYS } from '../test/support/s3-stand-in.js';
import {
  CONNECTIONS,
  JWT_SECRET,
  SECONDS,
  load,
  measureCeiling,
  serverEntry,
  serverRoot,
  settle,
  signIn,
  startProcess,
  type Figures,
  type Load,
} from './tools.js';

const BUCKET = 'portal-bench';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
/** The CPU time (user and system, every thread) a process has used so far, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** A call's figures, with the CPU time per answered request of the portal and of the S3 server. */
interface StorageFigures extends Figures {
  portalMs: number;
  s3Ms: number;
}

/** A form as the browser sends it, encoded by fetch's own multipart writer. */
async function multipart(fields: Record<string, string>, file: { field: string; name: string; content: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, content: Buffer.from(await request.arrayBuffer()) };
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

interface ResourceList {
  data: {
    topic: string;
    department: string;
    semester: number;
    subject: { code: string };
    resources: { url: string; size?: number }[];
  }[];
}

/** A phone's photo: 1600x1200 JPEG with some grain, which the server turns into a 512 px WebP. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#4a7a9c',
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/** One storage's figures: the server started on a fresh demo college with that storage. */
async function benchStorage(
  kind: 'disk' | 'bucket',
  s3: { endpoint: string; pid: number },
  photo: Buffer,
): Promise<StorageFigures[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-storage-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
    JWT_SECRET,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...(kind === 'bucket' ? { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...S3_KEYS } : {}),
  };
  // The demo college loads first: on a busy machine that takes a while.
  const server = await startProcess(process.execPath, [serverEntry], env, `${base}/api/config`, 300_000);
  try {
    const student = (await signIn(base, 'student.cse@college.example')).token;
    const hod = (await signIn(base, 'hod.cse@college.example')).token;
    // The student's class's notes (the demo's: a small PDF each), and one more of 1 MB.
    const [notes] = (await getJson<ResourceList>(`${base}/api/shared/resources`, student)).data;
    const small = notes!.resources[0]!.url;
    const pdf = tinyPdf(['Benchmark notes']);
    const form = await multipart(
      {
        type: 'notes',
        department: notes!.department,
        semester: String(notes!.semester),
        subject: notes!.subject.code,
        topic: 'Benchmark',
        description: 'One megabyte of notes',
      },
      {
        field: 'resources',
        name: 'big.pdf',
        content: Buffer.concat([pdf, Buffer.alloc(1024 * 1024 - pdf.length, 32)]),
      },
    );
    const notesUploaded = await fetch(`${base}/api/shared/resources`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hod}`, 'content-type': form.contentType },
      body: form.content,
    });
    if (notesUploaded.status !== 201) throw new Error(`the 1 MB upload answered ${notesUploaded.status}`);
    const list = await getJson<ResourceList>(`${base}/api/shared/resources`, student);
    const big = list.data.find((resource) => resource.topic === 'Benchmark')!.resources[0]!.url;

    const upload = await multipart({ folder: 'profile' }, { field: 'imgCollection', name: 'me.jpg', content: photo });
    const uploaded = await fetch(`${base}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student}`, 'content-type': upload.contentType },
      body: upload.content,
    });
    const photoPath = ((await uploaded.json()) as { data: { photo: string } }).data.photo;
    const photoSize = (await (await fetch(`${base}${photoPath}`)).arrayBuffer()).byteLength;
    const calls: Load[] = [
      { name: `GET /uploads/photos/{name} (the public photo, ${(photoSize / 1024).toFixed(0)} KB)`, path: photoPath },
      {
        name: "GET shared/resources (the student's class: signs a link per file)",
        path: '/api/shared/resources',
        token: student,
      },
      { name: 'GET a signed link (a demo PDF, under 1 KB)', path: small },
      { name: 'GET a signed link (1 MB PDF)', path: big },
      // Last: each upload replaces the photo above, and the server finishes the uploads it had
      // taken in after the run ends.
      {
        name: `POST files (a ${Math.round(photo.length / 1024)} KB JPEG photo, re-encoded and stored)`,
        path: '/api/files',
        method: 'POST',
        token: student,
        raw: upload,
        // A handful of people at once, and so few left in flight when the run ends.
        connections: 4,
      },
    ];
    const figures: StorageFigures[] = [];
    for (const call of calls) {
      const before = [cpuMs(server.pid), cpuMs(s3.pid)];
      const figure = await load(base, call);
      const [portalMs, s3Ms] = [cpuMs(server.pid), cpuMs(s3.pid)].map(
        (after, index) => (after - before[index]!) / figure.requests,
      );
      figures.push({ ...figure, portalMs: portalMs!, s3Ms: s3Ms! });
      await settle(base);
    }
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ceiling = await measureCeiling();

const s3Port = await freePort();
const endpoint = `http://127.0.0.1:${s3Port}`;
const s3 = await startProcess(
  process.execPath,
  ['--import', 'tsx', path.join(serverRoot, 'bench/s3-stand-in.ts')],
  { PORT: String(s3Port) },
  `${endpoint}/${BUCKET}`,
);
const photo = await phonePhoto();
let disk: StorageFigures[];
let bucket: StorageFigures[];
try {
  disk = await benchStorage('disk', { endpoint, pid: s3.pid }, photo);
  bucket = await benchStorage('bucket', { endpoint, pid: s3.pid }, photo);
} finally {
  await s3.stop();
}

const cpu = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
const cell = (row: StorageFigures) =>
  `${Math.round(row.rps).toLocaleString('en')} | ${row.p50} ms | ${row.p99} ms | ${cpu(row.portalMs)}`;
console.log(
  [
    `Load: autocannon in its own process, ${CONNECTIONS} connections, ${SECONDS} s per call; ` +
      `the ceiling (a bare Fastify JSON route) ${Math.round(ceiling.rps).toLocaleString('en')} req/s.`,
    '',
    'Per storage: requests a second, latency, and the CPU time of the portal process per answered request;',
    "for the bucket also s3rver's, which serves it on the same two cores.",
    '',
    '| call | disk req/s | p50 | p99 | portal CPU | bucket req/s | p50 | p99 | portal CPU | s3rver CPU | errors, non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...disk.map((row, index) => {
      const other = bucket[index]!;
      return (
        `| ${row.name} | ${cell(row)} | ${cell(other)} | ${cpu(other.s3Ms)} | ` +
        `${row.errors + row.non2xx}, ${other.errors + other.non2xx} |`
      );
    }),
  ].join('\n'),
);
