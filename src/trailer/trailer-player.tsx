import React, { useEffect, useRef, useState } from "react"

import { Icon } from "../components/icons"
import { useEnhanced } from "../components/use-enhanced"
import { useOnline } from "../components/use-online"

/**
 * A trailer as the build checked it (src/content-model/schema.ts, `trailerSchema`): a video
 * host's id, or a file of the site's own with its captions.
 */
export interface TrailerVideo {
  provider: string
  id?: string | null
  file?: string | null
  captions?: string | null
  durationSeconds?: number | null
}

export interface TrailerPlayerProps {
  /** The production's title, for the button's and the player's names. */
  title: string
  video: TrailerVideo
  /** The production's own picture, 16:9: the frame shows it until the press. */
  poster: { url: string; width: number; height: number }
  /** The page that says what the video hosts store. */
  cookiePage: string
}

/**
 * A trailer behind a frame of the production's own picture: nothing is
 * fetched from a video host until the visitor presses play, and the press
 * puts the player in place at once (its code is this file, nothing more to
 * load). Without scripts the frame is a link to the video host, and a file
 * plays in its `<video>`.
 *
 * A file's `<video>` with its controls is in the page only without scripts
 * (in `<noscript>`) and from the press on: the browser's controls are a
 * shadow tree of their own with their own style sheet, and styling them
 * took a film page's style work from 18 to 56 ms at 1x, 55 to over 200 at
 * 4x (docs/performance.md, "A trailer's controls"). Until the scripts run, the
 * frame is a link to the file, which the browser plays by itself.
 */
export function TrailerPlayer({ title, video, poster, cookiePage }: TrailerPlayerProps) {
  const enhanced = useEnhanced()
  const online = useOnline()
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null)
  const { provider, id, file, durationSeconds: length } = video
  // React runs the effects of a press within the press's own task (React 18, discrete events), so play()
  // here is still the visitor's own press, which is what lets a browser start a video.
  useEffect(() => {
    const shown = player.current
    if (!playing || !shown) return
    shown.focus()
    // A play() refused (the browser's autoplay rules) leaves the video with its own controls.
    if (file) shown.play().catch(() => {})
  }, [playing, file])

  const youtube = provider === "youtube"
  const host = youtube ? "YouTube" : "Vimeo"
  const name = `Trailer: ${title}`
  const face = (label: React.ReactNode) => (
    <>
      <img className="trailer__poster" src={poster.url} alt="" width={poster.width} height={poster.height} />
      <span className="trailer__face">
        {/* The trailer play button of the specification's icons (static/icons/trailer-play.svg); here, not
            in components/icons, whose every export each page's copy of it carries. */}
        <Icon size={64}>
          <circle cx="12" cy="12" r="10" />
          <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
        </Icon>
        <span className="trailer__label">{label}</span>
      </span>
    </>
  )
  const playFace = face(
    <>
      Spill av traileren<span className="visually-hidden"> til {title}</span>
    </>,
  )
  const play = (
    <button type="button" className="trailer__play" onClick={() => setPlaying(true)}>
      {playFace}
    </button>
  )
  const fileVideo = file && (
    // Captions come with the content where it gives them; a trailer without words has none to give.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video ref={player} preload="none" poster={poster.url} controls playsInline aria-label={name}>
      <source src={file} type={/\.webm$/i.test(file) ? "video/webm" : "video/mp4"} />
      {video.captions && <track kind="captions" src={video.captions} srcLang="nb" label="Norsk" default />}
    </video>
  )

  let frame: React.ReactNode
  if (!online && !playing) {
    frame = (
      <p className="trailer__offline" role="status">
        Traileren trenger nettforbindelse. Koble til nettet for å se den.
      </p>
    )
  } else if (playing) {
    frame = fileVideo || (
      <iframe
        ref={player}
        // The privacy-enhanced player and Vimeo's "do not track": no cookie of theirs before this press.
        src={
          youtube
            ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
            : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`
        }
        title={name}
        allow="autoplay; fullscreen; picture-in-picture"
      />
    )
  } else if (enhanced) {
    frame = play
  } else if (file) {
    frame = (
      <>
        <noscript>{fileVideo}</noscript>
        {/* Shown only while scripts are on and have not run yet (global.css: after a <noscript>). */}
        <a className="trailer__play" href={file}>
          {playFace}
        </a>
      </>
    )
  } else {
    frame = (
      <a
        className="trailer__play"
        href={youtube ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {face(
          <>
            Se traileren på {host}
            <span className="visually-hidden"> (åpnes i et nytt vindu)</span>
          </>,
        )}
      </a>
    )
  }

  return (
    <div className="trailer" id="trailer">
      <div className="trailer__frame">
        {frame}
        {/* Beside the control, not in it: its name stays "Spill av traileren til …". */}
        {/* Without scripts, not over a file's own <video> (global.css). */}
        {!!length && online && !playing && (
          <span className="trailer__length">
            <span className="visually-hidden">Lengde </span>
            {Math.floor(length / 60)}:{String(length % 60).padStart(2, "0")}
          </span>
        )}
      </div>
      {!file && (
        <p className="trailer__note">
          Når du spiller av, hentes videoen fra {host}, som kan lagre informasjonskapsler.{" "}
          <a href={cookiePage}>Om informasjonskapsler</a>
        </p>
      )}
    </div>
  )
}
